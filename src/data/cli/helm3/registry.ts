import type {CommandSpec, FlagSpec} from '../types';

export const registryKeyFileFlag: FlagSpec = {
  name: 'key-file',
  type: 'string',
  description: 'SSL key file that goes with `--cert-file`.',
};

export const registryCertFileFlag: FlagSpec = {
  name: 'cert-file',
  type: 'string',
  description: 'SSL certificate file that identifies this client to the registry.',
};

export const registryCaFileFlag: FlagSpec = {
  name: 'ca-file',
  type: 'string',
  description: 'CA bundle used to verify the certificates of HTTPS servers.',
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['registry'],
    usage: 'helm registry [command]',
    short: 'Log in to or log out from a registry.',
    long: `Manage your credentials for OCI registries, which store charts as OCI artifacts next to container images.
\`helm registry login\` stores credentials for a registry host, and \`helm registry logout\` removes them again.

Helm keeps this registry configuration in the file named by \`--registry-config\` (by default
\`~/.config/helm/registry/config.json\`), and the stored credentials are used by every command that reads from or
writes to that registry: \`helm push\`, \`helm pull\`, \`helm install\`, \`helm upgrade\`, \`helm show\` and \`helm template\` with an
\`oci://\` reference.`,
    examples: `helm registry login registry.example.com --username myuser
helm push my-chart-0.1.0.tgz oci://registry.example.com/charts
helm registry logout registry.example.com`,
  },
  {
    path: ['registry', 'login'],
    usage: 'helm registry login [host] [flags]',
    short: 'Log in to a registry.',
    long: `Authenticate to a remote registry and store the credentials for later commands. Without \`--password\` or
\`--password-stdin\`, Helm asks for the user name and password (or an identity token) interactively. Passing the
password on the command line is not safe; prefer \`--password-stdin\`.`,
    examples: `helm registry login registry.example.com --username myuser
echo "$REGISTRY_PASSWORD" | helm registry login registry.example.com --username myuser --password-stdin
helm registry login localhost:5000 --plain-http --username myuser`,
    flags: [
      registryCaFileFlag,
      registryCertFileFlag,
      {
        name: 'insecure',
        type: 'bool',
        description: 'Allow connections to a TLS registry whose certificate cannot be verified.',
      },
      registryKeyFileFlag,
      {
        name: 'password',
        shorthand: 'p',
        type: 'string',
        description: 'Registry password or identity token.',
      },
      {
        name: 'password-stdin',
        type: 'bool',
        description: 'Read the password or identity token from standard input.',
      },
      {
        name: 'plain-http',
        type: 'bool',
        description: 'Connect to the registry over plain, unencrypted HTTP instead of HTTPS.',
      },
      {
        name: 'username',
        shorthand: 'u',
        type: 'string',
        description: 'Registry user name.',
      },
    ],
  },
  {
    path: ['registry', 'logout'],
    usage: 'helm registry logout [host] [flags]',
    short: 'Log out from a registry.',
    long: 'Remove the credentials stored for a remote registry host.',
    examples: 'helm registry logout registry.example.com',
  },
];
