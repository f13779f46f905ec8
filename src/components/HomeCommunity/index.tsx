import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import ExternalLink from '@site/src/components/ExternalLink';
import HomeSection from '@site/src/components/HomeSection';
import Icon from '@site/src/components/Icon';
import {
  type CommunityEvent,
  getChatChannels,
  NEXT_FEATURE_RELEASE,
  PAST_EVENTS,
  UPCOMING_EVENTS,
} from '@site/src/data/home';
import {SITE_LINKS} from '@site/src/data/links';
import styles from './styles.module.css';

// Dates are formatted in UTC so that the server render and the browser agree.
function formatDate(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, {...options, timeZone: 'UTC'}).format(new Date(`${iso}T00:00:00Z`));
}

function EventItem({event, locale}: {event: CommunityEvent; locale: string}): ReactNode {
  const range = new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).formatRange(
    new Date(`${event.start}T00:00:00Z`),
    new Date(`${event.end}T00:00:00Z`),
  );
  return (
    <li>
      <ExternalLink href={event.href}>{event.name}</ExternalLink>
      <br />
      {/* Node's and the browser's ICU may abbreviate months differently: keep the server's text. */}
      <time dateTime={event.start} suppressHydrationWarning>
        {range}
      </time>
    </li>
  );
}

function Card({title, icon, children}: {title: ReactNode; icon: Parameters<typeof Icon>[0]['name']; children: ReactNode}): ReactNode {
  return (
    <article className={styles.card}>
      <Heading as="h3" className={styles.cardTitle}>
        <Icon name={icon} className={styles.cardIcon} />
        {title}
      </Heading>
      {children}
    </article>
  );
}

export default function HomeCommunity(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return (
    <HomeSection
      id="community"
      tone="tinted"
      title={translate({id: 'home.community.title', message: 'Join the community'})}
      lead={<Translate id="home.community.lead">How the Helm project works in the open, and how you can take part.</Translate>}>
      <div className={styles.grid}>
        <Card icon="rocket" title={<Translate id="home.community.release.title">Next feature release</Translate>}>
          <dl className={styles.facts}>
            <dt>
              <Translate id="home.community.release.version">Version</Translate>
            </dt>
            <dd>{NEXT_FEATURE_RELEASE.version}</dd>
            <dt>
              <Translate id="home.community.release.date">Date</Translate>
            </dt>
            <dd>
              <time dateTime={NEXT_FEATURE_RELEASE.date} suppressHydrationWarning>
                {formatDate(NEXT_FEATURE_RELEASE.date, locale, {day: 'numeric', month: 'long', year: 'numeric'})}
              </time>
            </dd>
          </dl>
          <ExternalLink href={SITE_LINKS.releaseCalendar}>
            <Translate id="home.community.release.calendar">Release calendar</Translate>
          </ExternalLink>
        </Card>

        <Card icon="calendar" title={<Translate id="home.community.events.title">Events</Translate>}>
          <h4 className={styles.subheading}>
            <Translate id="home.community.events.upcoming">Upcoming events</Translate>
          </h4>
          <ul className={styles.list}>
            {UPCOMING_EVENTS.map((event) => (
              <EventItem key={event.name} event={event} locale={locale} />
            ))}
          </ul>
          <h4 className={styles.subheading}>
            <Translate id="home.community.events.past">Past events</Translate>
          </h4>
          <ul className={styles.list}>
            {PAST_EVENTS.map((event) => (
              <EventItem key={event.name} event={event} locale={locale} />
            ))}
          </ul>
        </Card>

        <Card icon="video" title={<Translate id="home.community.sig.title">SIG Apps meetings</Translate>}>
          <p>
            <Translate
              id="home.community.sig.text"
              values={{
                weekly: (
                  <ExternalLink href={SITE_LINKS.sigApps}>
                    <Translate id="home.community.sig.weekly">meets every week</Translate>
                  </ExternalLink>
                ),
                recordings: (
                  <ExternalLink href={SITE_LINKS.sigAppsRecordings}>
                    <Translate id="home.community.sig.recordings">posted on YouTube</Translate>
                  </ExternalLink>
                ),
              }}>
              {'The Kubernetes special interest group for applications {weekly} to show and discuss tools such as Helm. Its meetings are recorded and {recordings}.'}
            </Translate>
          </p>
        </Card>

        <Card icon="clock" title={<Translate id="home.community.standups.title">Developer standups</Translate>}>
          <p>
            <ExternalLink href={SITE_LINKS.standupZoom}>
              <Translate id="home.community.standups.time">Thursdays, 9:30–10am (PT)</Translate>
            </ExternalLink>
          </p>
          <p>
            <Translate
              id="home.community.standups.text"
              values={{
                notes: (
                  <ExternalLink href={SITE_LINKS.meetings}>
                    <Translate id="home.community.standups.notes">community repository</Translate>
                  </ExternalLink>
                ),
              }}>
              {'Anyone is welcome to join. Notes and agendas are kept in the {notes}.'}
            </Translate>
          </p>
        </Card>

        <Card icon="chat" title={<Translate id="home.community.chat.title">Chat on Slack</Translate>}>
          <ul className={styles.list}>
            {getChatChannels().map((channel) => (
              <li key={channel.name}>
                <ExternalLink href={channel.href}>{channel.name}</ExternalLink>
                <br />
                {channel.description}
              </li>
            ))}
          </ul>
          <p>
            <Translate
              id="home.community.chat.access"
              values={{
                access: (
                  <ExternalLink href={SITE_LINKS.slackInvite}>
                    <Translate id="home.community.chat.accessLink">Request access here</Translate>
                  </ExternalLink>
                ),
              }}>
              {'New to the Kubernetes Slack workspace? {access}.'}
            </Translate>
          </p>
        </Card>

        <Card icon="users" title={<Translate id="home.community.contributing.title">Contributing</Translate>}>
          <p>
            <Translate
              id="home.community.contributing.begin"
              values={{
                issues: (
                  <ExternalLink href={SITE_LINKS.goodFirstIssues}>
                    <Translate id="home.community.contributing.issues">good first issues</Translate>
                  </ExternalLink>
                ),
              }}>
              {'Not sure where to begin? Pick one of the {issues}.'}
            </Translate>
          </p>
          <p>
            <Translate
              id="home.community.contributing.guide"
              values={{
                guide: (
                  <ExternalLink href={SITE_LINKS.contributing}>
                    <Translate id="home.community.contributing.guideLink">contribution guide</Translate>
                  </ExternalLink>
                ),
              }}>
              {'Read the {guide} to learn how pull requests are proposed and reviewed.'}
            </Translate>
          </p>
          <p>
            <Translate
              id="home.community.contributing.dco"
              values={{
                dco: <ExternalLink href={SITE_LINKS.dco}>DCO (Developer Certificate of Origin)</ExternalLink>,
                command: <code>git commit -s</code>,
              }}>
              {'Sign off every commit ({command}) to certify that you may submit it under the {dco}.'}
            </Translate>
          </p>
        </Card>
      </div>
    </HomeSection>
  );
}
