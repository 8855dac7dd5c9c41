import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import HomeAreaCards from '@site/src/components/HomeAreaCards';
import HomeQuickStart from '@site/src/components/HomeQuickStart';
import {referencePath} from '@site/config/references';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: '개발자 문서'})}
      description={translate({
        id: 'home.meta.description',
        message:
          'Nuri 플랫폼의 미디어, 채팅, 푸시 알림, 패스포트 로그인, 리소스, 아바타, 맵, XR SDK 연동 문서와 REST API 레퍼런스',
      })}>
      <main>
        <header className={styles.hero}>
          <div className="container">
            <p className={styles.eyebrow}>
              <Translate id="home.hero.eyebrow">Nuri Developers</Translate>
            </p>
            <h1 className={styles.title}>
              <Translate id="home.hero.title">화상 회의부터 XR까지, 서비스를 연동하는 모든 방법</Translate>
            </h1>
            <p className={styles.lead}>
              <Translate id="home.hero.lead">
                콘솔에서 애플리케이션을 만들고, 패스포트 로그인으로 인증한 뒤, 미디어·채팅·푸시 API를 호출하세요.
                아바타, 맵, XR SDK로 3D 경험도 만들 수 있습니다.
              </Translate>
            </p>
            <div className={styles.actions}>
              <Link className={clsx('button button--lg', styles.primaryAction)} to="/console-create-application">
                <Translate id="home.hero.primaryAction">시작하기</Translate>
              </Link>
              <Link
                className={clsx('button button--outline button--lg', styles.secondaryAction)}
                to={referencePath('media')}>
                <Translate id="home.hero.secondaryAction">API 레퍼런스 보기</Translate>
              </Link>
            </div>
          </div>
        </header>
        <HomeQuickStart />
        <HomeAreaCards />
        <section className={styles.references} aria-labelledby="home-references">
          <div className="container">
            <h2 id="home-references">
              <Translate id="home.references.title">REST API 레퍼런스</Translate>
            </h2>
            <ul className={styles.referenceList}>
              <li>
                <Link to={referencePath('media')}>
                  <Translate id="home.references.media">미디어 REST API</Translate>
                </Link>
              </li>
              <li>
                <Link to={referencePath('chat')}>
                  <Translate id="home.references.chat">채팅 REST API</Translate>
                </Link>
              </li>
              <li>
                <Link to={referencePath('push')}>
                  <Translate id="home.references.push">푸시 알림 REST API</Translate>
                </Link>
              </li>
            </ul>
          </div>
        </section>
      </main>
    </Layout>
  );
}
