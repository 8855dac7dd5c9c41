import {useContext, useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Convention from '@theme/Convention';
import PlainCodeBlock from '@theme/PlainCodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import useDisplayedCode from '@theme/useDisplayedCode';
import localizeEn from 'ajv-i18n/localize/en';
import localizeKo from 'ajv-i18n/localize/ko';
import {codeSamples} from '../../codeSamples';
import {constraintList, typeLabel} from '../../labels';
import type {OperationData, SchemaNode} from '../../props';
import {resolveRef} from '../../refs';
import type {LinkRead} from '../../tryItLink';
import type {TryItModule} from '../../tryItProps';
import ApiSchema, {SchemasContext} from '../ApiSchema';
import {InlineMarkdown} from '../ApiMarkdown';
import {ConventionBadges} from '../ApiConventions';
import {contractAnswer, type Answer} from './answer';
import {
  checkDraft,
  documentedDraft,
  rescheduledExample,
  wallClock,
  type CheckMessages,
  type Draft,
  type Violation,
} from './check';
import JsonEditor from './JsonEditor';
import {forgetDraft, readDraft, saveDraft} from './storage';
import styles from './styles.module.css';

export interface PanelProps {
  operation: OperationData;
  spec: string;
  contract: TryItModule;
  /** What the link the page was opened by loads into the panel (../../tryItLink.ts), if one was. */
  linked?: LinkRead;
}

/** A draft with the reader's My values in place of the examples (as the code blocks show them). */
function useWithMyValues(draft: Draft): Draft {
  const written = JSON.stringify(draft, null, 1);
  const withValues = useDisplayedCode(written, 'json');
  return useMemo(() => {
    try {
      return JSON.parse(withValues) as Draft;
    } catch {
      return JSON.parse(written) as Draft;
    }
  }, [written, withValues]);
}

/** The documented request, with what the link the page was opened by loads in its place. */
function linkedDraft(documented: Draft, linked: LinkRead | undefined): Draft {
  if (linked?.kind !== 'request') return documented;
  const {body, parameters} = linked.request;
  return {...documented, parameters: {...documented.parameters, ...parameters}, body: body ?? documented.body};
}

function checkMessages(locale: string): CheckMessages {
  return {
    localize: locale === 'ko' ? localizeKo : localizeEn,
    json: (problem, line, column) =>
      translate(
        {id: 'api.tryIt.json', message: 'JSON이 아닙니다: {line}번째 줄 {column}번째 글자 ({problem})'},
        {line, column, problem},
      ),
    controlCharacter: (codePoint) =>
      translate(
        {id: 'api.tryIt.controlCharacter', message: '제어 문자 {codePoint}가 들어 있습니다. 지우고 다시 입력하세요.'},
        {codePoint},
      ),
    tooLong: (length, limit) =>
      translate(
        {id: 'api.tryIt.tooLong', message: '{length}자입니다. 패널은 {limit}자까지 확인합니다.'},
        {length: length.toLocaleString(locale), limit: limit.toLocaleString(locale)},
      ),
    bodyMissing: translate({id: 'api.tryIt.bodyMissing', message: '이 요청에는 본문이 필요합니다.'}),
    allowed: (values) => translate({id: 'api.tryIt.allowed', message: '(허용값: {values})'}, {values}),
    scheduledInPast: (now) =>
      translate({id: 'api.tryIt.scheduledInPast', message: '예약 시각이 지금({now})보다 이릅니다.'}, {now}),
  };
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function Hint({node}: {node: SchemaNode}): ReactNode {
  const schemas = useContext(SchemasContext);
  const resolved = resolveRef(node, schemas);
  const facts = [typeLabel(node), ...constraintList(resolved)];
  if (resolved.default !== undefined)
    facts.push(
      translate({id: 'api.tryIt.default', message: '기본값 {value}'}, {value: JSON.stringify(resolved.default)}),
    );
  return <>{facts.join(' · ')}</>;
}

function ViolationText({violation}: {violation: Violation}): ReactNode {
  const where = [
    violation.line !== undefined
      ? translate({id: 'api.tryIt.line', message: '{line}번째 줄'}, {line: violation.line})
      : undefined,
    violation.field,
  ].filter(Boolean);
  return (
    <>
      {where.length > 0 && <code>{where.join(' · ')}</code>} {violation.message}
    </>
  );
}

function FieldViolations({violations, id}: {violations: Violation[]; id: string}): ReactNode {
  if (violations.length === 0) return null;
  return (
    <ul id={id} className={styles.fieldViolations}>
      {violations.map((violation, index) => (
        <li key={index}>{violation.message}</li>
      ))}
    </ul>
  );
}

/** A parameter's or form field's input: its label, its constraints, and its violations, announced with it. */
function TextField({
  id,
  label,
  value,
  onChange,
  violations,
  hint,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  violations: Violation[];
  hint?: ReactNode;
}): ReactNode {
  const described = [hint !== undefined && `${id}-hint`, violations.length > 0 && `${id}-violations`].filter(Boolean);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        value={value}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={violations.length > 0}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint !== undefined && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldViolations violations={violations} id={`${id}-violations`} />
    </div>
  );
}

function StatusNotFixed({statuses}: {statuses: string[]}): ReactNode {
  return (
    <Convention>
      {statuses.length > 1
        ? translate(
            {
              id: 'api.tryIt.statusOneOf',
              message: '계약은 이 실패를 {statuses} 응답으로 함께 문서화하며, 어느 상태 코드인지는 정하지 않습니다.',
            },
            {statuses: statuses.join(', ')},
          )
        : translate({
            id: 'api.tryIt.statusNotFixed',
            message: '계약은 잘못된 요청이 받는 HTTP 상태 코드를 정하지 않습니다. 실패 본문의 형식만 문서화합니다.',
          })}
    </Convention>
  );
}

function ResponseBody({
  answer,
  examples,
}: {
  answer: Exclude<Answer, {kind: 'undocumented'}>;
  examples: Record<string, string>;
}): ReactNode {
  const response = answer.response;
  if (!response) return null;
  const body = response.bodies[0];
  if (!body) return <p>{translate({id: 'api.tryIt.noBody', message: '계약은 이 응답의 본문을 정하지 않습니다.'})}</p>;
  const example = examples[response.status];
  return example !== undefined ? (
    <PlainCodeBlock
      language="json"
      code={example}
      title={translate(
        {id: 'api.tryIt.exampleTitle', message: '계약의 예시 ({mediaType})'},
        {mediaType: body.mediaType},
      )}
    />
  ) : body.schema ? (
    <>
      <p>
        {translate({
          id: 'api.tryIt.envelope',
          message: '계약에는 이 경우의 예시가 없습니다. 실패 본문의 형식은 다음과 같습니다.',
        })}
      </p>
      <ApiSchema node={body.schema} />
    </>
  ) : (
    <p>{translate({id: 'api.tryIt.noExample', message: '계약에는 이 응답의 예시가 없습니다.'})}</p>
  );
}

function AnswerView({answer, examples}: {answer: Answer; examples: Record<string, string>}): ReactNode {
  if (answer.kind === 'undocumented')
    return (
      <p>{translate({id: 'api.tryIt.undocumented', message: '계약은 이 요청에 대한 응답을 문서화하지 않습니다.'})}</p>
    );
  return (
    <>
      <p className={styles.status}>
        {answer.kind === 'success' && (
          <>
            {translate({id: 'api.tryIt.success', message: '계약에 맞는 요청입니다. 계약이 문서화한 응답:'})}{' '}
            <code>{answer.response.status}</code>
            <ConventionBadges notes={answer.response.conventions} />
          </>
        )}
        {answer.kind === 'error' && (
          <>
            {translate({id: 'api.tryIt.errorCode', message: '계약이 이 경우에 정한 오류:'})}{' '}
            <code>{answer.error.code}</code> {answer.error.status && <code>{answer.error.status}</code>}{' '}
            <InlineMarkdown value={answer.error.description} />
          </>
        )}
        {answer.kind === 'failure' && (
          <>
            {translate({id: 'api.tryIt.failure', message: '계약이 거절하는 요청입니다. 계약의 실패 응답:'})}{' '}
            <code>{answer.statusFixed ? answer.response.status : answer.statuses.join(' / ') || 'default'}</code>
            {answer.statusFixed && <ConventionBadges notes={answer.response.conventions} />}
          </>
        )}
      </p>
      {answer.kind === 'failure' && !answer.statusFixed && <StatusNotFixed statuses={answer.statuses} />}
      <ResponseBody answer={answer} examples={examples} />
    </>
  );
}

/** The port Prism listens on by default. */
const MOCK_PORT = 4010;

/**
 * The command that starts Prism on the contract the site publishes, and how to point the request's code at it:
 * for readers who want a live answer on their own machine (Prism's, from the contract; still no real service).
 */
function MockCommand({spec}: {spec: TryItModule['spec']}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const published = new URL(useBaseUrl(spec.yamlPath), siteConfig.url).toString();
  const command = [
    `npx @stoplight/prism-cli@${spec.prismVersion} mock --errors -p ${MOCK_PORT} ${published}`,
    `export ${spec.baseUrlVariable}=http://127.0.0.1:${MOCK_PORT}`,
  ].join('\n');
  return (
    <section>
      <h5 className={styles.subtitle}>
        {translate({id: 'api.tryIt.mock', message: '내 컴퓨터의 모의 서버로 실행하기'})}
      </h5>
      <p className={styles.hint}>
        {translate(
          {
            id: 'api.tryIt.mockIntro',
            message:
              '첫 줄은 이 사이트가 공개한 계약으로 Prism 모의 서버를 띄웁니다. 다른 터미널에서 둘째 줄을 실행하고 {token}에 아무 값이나 넣은 뒤 위의 curl을 실행하면, 계약에 따른 Prism의 응답을 받습니다. 모의 서버는 토큰을 확인하지 않습니다.',
          },
          {token: spec.accessToken},
        )}
      </p>
      <PlainCodeBlock language="bash" code={command} />
    </section>
  );
}

function zoneName(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The try-it panel of one operation (loaded by theme/TryIt when a reader opens it): the documented request as
 * fields and a JSON body, checked against the contract's compiled validators as the reader types, what the
 * contract answers, and the code for exactly that request, written by the reference samples' generator.
 */
export default function Panel({operation, spec, contract, linked}: PanelProps): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const id = useId();
  const schemas = useContext(SchemasContext);
  const request = contract.spec.operations[operation.operationId];
  if (!request) throw new Error(`the ${spec} contract's try-it module has no operation "${operation.operationId}"`);
  const rule = request.notBeforeNow;
  const [openedAt] = useState(() => new Date());
  // An example's fixed schedule that has passed is moved past the time the panel opened (rescheduledExample).
  const asLoaded = (example: Draft) => (rule ? rescheduledExample(example, rule, openedAt) : undefined);
  const documentedExample = documentedDraft(request);
  const documentedMove = asLoaded(documentedExample);
  const documentedRequest = documentedMove?.draft ?? documentedExample;
  const documented = useWithMyValues(documentedRequest);
  // A guide's example, with My values as the guide's code block showed them.
  const linkExample = linkedDraft(documentedExample, linked);
  const linkMove = linked?.kind === 'request' ? asLoaded(linkExample) : undefined;
  const fromLink = useWithMyValues(linkMove?.draft ?? linkExample);
  const parameterNames = request.parameters.map((parameter) => parameter.name);
  const formNames = request.body && 'form' in request.body ? request.body.form.map((field) => field.name) : [];
  // The reader's edited request (kept in session storage), else the documented one, which follows My values. A
  // link's request replaces what was kept (the reader asked for that one) and is kept at once, as if typed: a
  // reload, whose address no longer has the link, restores it.
  const [initial] = useState(() =>
    linked?.kind === 'request'
      ? {draft: fromLink, kept: saveDraft(spec, operation.operationId, fromLink)}
      : {draft: readDraft(spec, operation.operationId, parameterNames, formNames), kept: true},
  );
  const [edited, setEdited] = useState<Draft | undefined>(initial.draft);
  const draft = edited ?? documented;
  const [storageFailed, setStorageFailed] = useState(!initial.kept);
  // The example moved in time, while the panel still holds it as loaded.
  const moved = edited === undefined ? documentedMove : edited === initial.draft ? linkMove : undefined;
  const now = useNow();
  const zone = zoneName();

  const update = (next: Draft) => {
    setEdited(next);
    setStorageFailed(!saveDraft(spec, operation.operationId, next));
  };
  const reset = () => {
    forgetDraft(spec, operation.operationId);
    setEdited(undefined);
  };

  const messages = useMemo(() => checkMessages(currentLocale), [currentLocale]);
  const {violations, request: sample} = checkDraft({
    operation: request,
    draft,
    origin: contract.spec.origin,
    accessToken: contract.spec.accessToken,
    baseUrlVariable: contract.spec.baseUrlVariable,
    parameters: contract.parameters[operation.operationId],
    body: contract.bodies[operation.operationId],
    ...(rule ? {schedule: {now, nowLabel: `${wallClock(now)}, ${zone}`}} : {}),
    messages,
  });
  const answer = contractAnswer(operation, violations);
  // Nine generators on a request of a few hundred bytes: well under a millisecond a keystroke, so no memo.
  const samples = codeSamples(sample);

  const bodyViolations = violations.filter((violation) => violation.part === 'body');
  const invalidLines = new Set(bodyViolations.flatMap((violation) => violation.line ?? []));
  const violationsId = `${id}-violations`;
  // The request's own description in the contract (sendAppPush's: no recurring dispatch, no iOS yet), as a note.
  const note = operation.requestBody?.schema && resolveRef(operation.requestBody.schema, schemas).description;

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-try-it-panel={operation.operationId}>
      <h4 id={`${id}-title`} className={styles.title}>
        {translate({id: 'api.tryIt.title', message: '직접 해 보기: {operation}'}, {operation: operation.operationId})}
      </h4>
      <p className={styles.intro}>
        {translate({
          id: 'api.tryIt.intro',
          message:
            '요청을 고치면 OpenAPI 계약으로 바로 확인합니다. 요청은 이 페이지를 떠나지 않으며, 응답은 실제 서비스가 아니라 계약에 실린 예시입니다.',
        })}
      </p>
      {linked?.kind === 'refused' && (
        <p role="status" className={styles.hint}>
          {translate({
            id: 'api.tryIt.linkRefused',
            message: '링크에 담긴 요청은 형식이 맞지 않거나 너무 길어 불러오지 않았습니다.',
          })}
        </p>
      )}
      {moved && rule && (
        <p role="status" className={styles.hint}>
          {translate(
            {
              id: 'api.tryIt.rescheduled',
              message:
                '예시의 {field}({from})는 이미 지난 시각이라, 같은 시각으로 가장 가까운 {to}로 바꿔 넣었습니다. 지난 시각을 보내면 {code}입니다.',
              description: "In the try-it panel, when an example's scheduled time had passed and the panel moved it",
            },
            {field: rule.field, from: moved.from, to: moved.to, code: rule.error},
          )}
        </p>
      )}
      {note && (
        <div role="note" className={styles.note}>
          <strong>{translate({id: 'api.tryIt.note', message: '참고'})}</strong> <InlineMarkdown value={note} />
        </div>
      )}

      {request.parameters.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>{translate({id: 'api.tryIt.parameters', message: '파라미터'})}</legend>
          {request.parameters.map((parameter) => {
            const fieldId = `${id}-parameter-${parameter.name}`;
            const own = violations.filter(
              (violation) => violation.part === 'parameter' && violation.field === parameter.name,
            );
            const node = operation.parameters.find((row) => row.name === parameter.name)?.schema ?? {};
            return (
              <TextField
                key={parameter.name}
                id={fieldId}
                label={
                  <>
                    <code>{parameter.name}</code> <span className={styles.location}>{parameter.in}</span>
                    {parameter.required && (
                      <span className={styles.required}> {translate({id: 'api.tryIt.required', message: '필수'})}</span>
                    )}
                  </>
                }
                value={draft.parameters[parameter.name] ?? ''}
                onChange={(value) => update({...draft, parameters: {...draft.parameters, [parameter.name]: value}})}
                violations={own}
                hint={<Hint node={node} />}
              />
            );
          })}
        </fieldset>
      )}

      {request.body && 'form' in request.body && (
        <fieldset className={styles.fieldset}>
          <legend>
            {translate({id: 'api.tryIt.form', message: '요청 본문'})} <code>{request.body.mediaType}</code>
          </legend>
          {request.body.form.map((field) => {
            const fieldId = `${id}-form-${field.name}`;
            const own = violations.filter((violation) => violation.part === 'form' && violation.field === field.name);
            return (
              <TextField
                key={field.name}
                id={fieldId}
                label={
                  <>
                    <code>{field.name}</code>
                    {field.file && (
                      <span className={styles.location}>
                        {' '}
                        {translate({id: 'api.tryIt.fileName', message: '파일 이름'})}
                      </span>
                    )}
                  </>
                }
                value={draft.form[field.name] ?? ''}
                onChange={(value) => update({...draft, form: {...draft.form, [field.name]: value}})}
                violations={own}
              />
            );
          })}
        </fieldset>
      )}

      {request.body && 'json' in request.body && (
        <div className={styles.field}>
          <label htmlFor={`${id}-body`}>
            {translate({id: 'api.tryIt.body', message: '요청 본문'})} <code>{request.body.mediaType}</code>
          </label>
          <JsonEditor
            id={`${id}-body`}
            value={draft.body}
            onChange={(body) => update({...draft, body})}
            invalidLines={invalidLines}
            invalid={bodyViolations.length > 0}
            describedBy={violationsId}
          />
        </div>
      )}

      {rule && (
        <Convention>
          {translate(
            {
              id: 'api.tryIt.timeZone',
              message:
                '명세는 {field}의 시간대를 정하지 않습니다. 패널은 이 브라우저의 시간대({zone})로 읽고, 지금({now})과 비교합니다.',
            },
            {field: rule.field, zone, now: wallClock(now)},
          )}
        </Convention>
      )}

      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={reset}>
          {translate({id: 'api.tryIt.reset', message: '문서의 예시로 되돌리기'})}
        </button>
        {storageFailed && (
          <span className={styles.hint}>
            {translate({
              id: 'api.tryIt.storageFailed',
              message: '이 브라우저는 세션 저장소를 쓸 수 없어, 새로 고치면 고친 요청이 사라집니다.',
            })}
          </span>
        )}
      </div>

      <div id={violationsId} className={styles.check} aria-live="polite" aria-atomic="true">
        <p className={violations.length > 0 ? styles.failed : styles.passed}>
          {violations.length === 0
            ? translate({id: 'api.tryIt.valid', message: '계약 위반이 없습니다.'})
            : translate({id: 'api.tryIt.violations', message: '계약 위반: {count}건'}, {count: violations.length})}
        </p>
        {violations.length > 0 && (
          <ul className={styles.violations}>
            {violations.map((violation, index) => (
              <li key={index} data-rule={violation.rule}>
                <ViolationText violation={violation} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <section className={styles.answer} data-try-it-answer={answer.kind}>
        <h5 className={styles.subtitle}>
          {translate({id: 'api.tryIt.answer', message: '계약의 응답 (예시, 실제 서비스 아님)'})}
        </h5>
        <AnswerView answer={answer} examples={request.examples} />
      </section>

      <section>
        <h5 className={styles.subtitle}>{translate({id: 'api.tryIt.code', message: '이 요청의 코드'})}</h5>
        <Tabs groupId="api-code-sample" lazy>
          {samples.map((code) => (
            <TabItem key={code.id} value={code.id} label={code.label}>
              <PlainCodeBlock language={code.language} code={code.code} />
            </TabItem>
          ))}
        </Tabs>
      </section>
      <MockCommand spec={contract.spec} />
    </section>
  );
}
