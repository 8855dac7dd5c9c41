import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Convention from '@theme/Convention';
import styles from './styles.module.css';

/**
 * The three steps every integration takes, each linking to the page that explains it; the last is the tutorial.
 * Below them, the pointer to My values, so readers see their own IDs in the samples from the first page on.
 * The steps say what the API specification fixes; where they state the docs' own model (who gets the token),
 * they carry the same marker as the guides.
 */
export default function HomeQuickStart(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-quick-start">
      <div className="container">
        <h2 id="home-quick-start">
          <Translate id="home.quickStart.title">빠른 시작</Translate>
        </h2>
        <ol className={styles.steps}>
          <li className={styles.step}>
            <Link to="/console-create-application" className={styles.stepTitle}>
              <Translate id="home.quickStart.step1.title">콘솔에서 애플리케이션 만들기</Translate>
            </Link>
            <p>
              <Translate id="home.quickStart.step1.body">
                애플리케이션을 만들면 애플리케이션 ID가 생깁니다. 콘솔 API는 이 ID로 대상 애플리케이션을 지정합니다.
              </Translate>
            </p>
          </li>
          <li className={styles.step}>
            <Link to="/console-app-authentication" className={styles.stepTitle}>
              <Translate id="home.quickStart.step2.title">인증하기</Translate>
            </Link>
            <p>
              <Translate id="home.quickStart.step2.body">
                미디어·채팅·푸시 API는 Authorization 헤더의 액세스 토큰으로 인증합니다. 이 문서의 예제에서는 백엔드가
                패스포트 로그인에서 이 토큰을 받습니다.
              </Translate>{' '}
              <Convention inline />
            </p>
          </li>
          <li className={styles.step}>
            <Link to="/tutorial-video-meeting" className={styles.stepTitle}>
              <Translate id="home.quickStart.step3.title">튜토리얼: 화상 회의 만들기</Translate>
            </Link>
            <p>
              <Translate id="home.quickStart.step3.body">
                회의실과 회의 채팅방을 만들고, 참석자에게 푸시 알림을 보낸 뒤 회의를 끝냅니다.
              </Translate>
            </p>
          </li>
        </ol>
        <p className={styles.myValues}>
          <Translate
            id="home.quickStart.myValues"
            values={{
              myValues: (
                <strong>
                  <Translate id="home.quickStart.myValues.button">내 값</Translate>
                </strong>
              ),
            }}>
            {
              '내 서비스 주소와 애플리케이션 ID를 내비게이션 바의 {myValues}에 넣으면, 코드 샘플에 예시 값 대신 내 값이 들어갑니다.'
            }
          </Translate>
        </p>
      </div>
    </section>
  );
}
