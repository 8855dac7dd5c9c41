/**
 * Words readers use interchangeably with the ones the docs use, which the search applies at query time (the search
 * plugin's `synonyms` option): a query word that is one of a group's words also matches the others (생성 finds
 * 만들기, remove finds delete). Korean words match with a particle after them (생성을); English words match whole.
 * The docs' own vocabulary is writing/glossary.yaml; these groups cover the verbs and the variants readers bring
 * from elsewhere (방장 for 호스트). Both scripts' groups apply in both locales: Korean pages name English
 * identifiers too.
 */
const GROUPS = {
  ko: [
    ['생성', '만들기', '추가'],
    ['삭제', '지우기', '제거'],
    ['조회', '목록', '검색'],
    ['수정', '변경', '편집'],
    ['발송', '전송', '보내기'],
    ['참여', '참가', '입장'],
    ['호스트', '방장', '진행자'],
    ['회의실', '미팅룸', '화상회의방'],
    ['액세스', '인증'],
  ],
  en: [
    ['create', 'make', 'add', 'new'],
    ['delete', 'remove', 'erase'],
    ['list', 'get', 'fetch', 'retrieve', 'find'],
    ['update', 'change', 'edit', 'modify'],
    ['send', 'deliver', 'dispatch'],
    ['join', 'enter'],
    ['host', 'moderator', 'organizer'],
    ['backend', 'server'],
    ['signin', 'login'],
  ],
} as const satisfies Record<'ko' | 'en', readonly (readonly string[])[]>;

/** Every group, Korean and English. */
export const SYNONYMS: readonly (readonly string[])[] = [...GROUPS.ko, ...GROUPS.en];
