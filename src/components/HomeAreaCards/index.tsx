import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import {AREAS, type Area} from '@site/config/areas';
import styles from './styles.module.css';

type CardArea = Exclude<(typeof AREAS)[number], {landingDoc: null}>;

interface CardText {
  readonly title: string;
  readonly description: string;
}

/** The card texts; the areas, their order and the pages the cards open come from config/areas.ts. */
function useCardTexts(): Record<CardArea['key'], CardText> {
  return {
    console: {
      title: translate({id: 'home.area.console.title', message: '콘솔'}),
      description: translate({
        id: 'home.area.console.description',
        message: '애플리케이션을 만들고 인증 정보를 관리합니다.',
      }),
    },
    'passport-login': {
      title: translate({id: 'home.area.passportLogin.title', message: '패스포트 로그인'}),
      description: translate({
        id: 'home.area.passportLogin.description',
        message: '사용자를 로그인시키고, 미디어 API가 받는 JWT를 발급합니다.',
      }),
    },
    media: {
      title: translate({id: 'home.area.media.title', message: '미디어'}),
      description: translate({
        id: 'home.area.media.description',
        message: '화상 회의와 통화에 쓰는 회의실을 만들고, 녹화, 호스트 위임, 참석자 관리를 합니다.',
      }),
    },
    chat: {
      title: translate({id: 'home.area.chat.title', message: '채팅'}),
      description: translate({
        id: 'home.area.chat.description',
        message: '오픈 채팅과 그룹 채팅방을 만들고 참여자를 관리합니다.',
      }),
    },
    push: {
      title: translate({id: 'home.area.push.title', message: '푸시 알림'}),
      description: translate({
        id: 'home.area.push.description',
        message: 'Android와 iOS 앱에 즉시 또는 예약 푸시 알림을 보냅니다.',
      }),
    },
    resource: {
      title: translate({id: 'home.area.resource.title', message: '리소스'}),
      description: translate({
        id: 'home.area.resource.description',
        message: '파일을 컨테이너에 올리고 tus로 큰 파일을 이어 올립니다.',
      }),
    },
    avatar: {
      title: translate({id: 'home.area.avatar.title', message: '아바타'}),
      description: translate({
        id: 'home.area.avatar.description',
        message: '아바타를 만들고 아이템을 제작, 업로드해 앱에 적용합니다.',
      }),
    },
    'map-builder': {
      title: translate({id: 'home.area.mapBuilder.title', message: '맵 빌더'}),
      description: translate({
        id: 'home.area.mapBuilder.description',
        message: '프리셋으로 3D 공간 맵을 빠르게 만듭니다.',
      }),
    },
    'map-studio': {
      title: translate({id: 'home.area.mapStudio.title', message: '맵 스튜디오'}),
      description: translate({id: 'home.area.mapStudio.description', message: '맵을 편집하고 꾸며 게시합니다.'}),
    },
    'xr-sdk': {
      title: translate({id: 'home.area.xrSdk.title', message: 'XR SDK'}),
      description: translate({
        id: 'home.area.xrSdk.description',
        message: 'Unity로 씬, 3D 오브젝트, 내비게이션, POI를 갖춘 XR 앱을 만듭니다.',
      }),
    },
  };
}

interface AreaCard extends CardText {
  readonly to: string;
}

/** One card per documentation area, in the areas' order, opening the area's entry page. */
function useAreaCards(): readonly AreaCard[] {
  const texts = useCardTexts();
  const {docs} = useLatestVersion(undefined);
  return AREAS.filter((area): area is CardArea => (area as Area).landingDoc !== null).map((area) => {
    const docId = (area as Area).landingDoc ?? area.docs[0];
    const doc = docs.find((candidate) => candidate.id === docId);
    if (!doc) throw new Error(`The landing page's card for "${area.key}" opens ${docId}, which is not a doc.`);
    return {to: doc.path, ...texts[area.key]};
  });
}

export default function HomeAreaCards(): ReactNode {
  const cards = useAreaCards();
  return (
    <section className={styles.section} aria-labelledby="home-areas">
      <div className="container">
        <h2 id="home-areas">
          <Translate id="home.areas.title">서비스별 문서</Translate>
        </h2>
        <ul className={styles.grid}>
          {cards.map((card) => (
            <li key={card.to}>
              <Link to={card.to} className={styles.card}>
                <span className={styles.cardTitle}>{card.title}</span>
                <span className={styles.cardBody}>{card.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
