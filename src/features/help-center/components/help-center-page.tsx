import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { useDocumentTitle } from '@/lib/use-document-title'
import { withoutEmpty } from '@/lib/lenient-search'
import type { HelpContent } from '@/contract/help-center'
import { helpCenterQueries } from '../api/help-center-queries'
import { helpCenterTexts } from '../texts'
import { CategoryGrid, CategoryView, Crumbs, TopicView } from './browse'
import type { HelpCenterSearch } from './help-search'
import { QuestionView } from './question-view'
import { SearchBox } from './search-box'
import { SearchResults } from './search-results'
import { StillNeedHelp } from './still-need-help'
import styles from './help-center.module.css'

const t = helpCenterTexts

/**
 * /help-center (public): the search box first, then what the query parameters name: search hits
 * (`q`), a question, a topic, a category, or every category with its topics. Everything is read
 * from the whole help content (one persisted query), so after one visit it all reads offline, and
 * search then runs in the page over the same content.
 */
export function HelpCenterPage({ search }: { search: HelpCenterSearch }) {
  const navigate = useNavigate()
  const content = useQuery(helpCenterQueries.content())
  const q = search.q ?? ''

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.intro}>{t.intro}</p>
        <SearchBox
          value={q}
          onSearch={(next, typing) =>
            void navigate({ to: '/help-center', search: withoutEmpty({ q: next }) as never, replace: typing && q !== '', resetScroll: false })
          }
        />
      </header>
      <DataState query={content} offline loadingText={t.loading} errorText={t.loadFailed} skeleton={<Skeleton />}>
        {(data) => <HelpBody content={data} search={search} />}
      </DataState>
      <StillNeedHelp />
    </div>
  )
}

function HelpBody({ content, search }: { content: HelpContent; search: HelpCenterSearch }) {
  const question = search.question === undefined ? undefined : content.questions.find((x) => x.id === search.question)
  const topic = search.topic === undefined ? undefined : content.categories.flatMap((c) => c.topics).find((x) => x.id === search.topic)
  const category = content.categories.find((c) => c.id === (topic?.category_id ?? search.category))
  const title = search.q ? t.search.label : (question?.title ?? topic?.name ?? category?.name)
  useDocumentTitle(title ? `${title} · ${t.title}` : t.title)

  if (search.q) return <SearchResults q={search.q} content={content} />
  if (question) return <QuestionView key={question.id} content={content} question={question} />
  if (topic && category) return <TopicView content={content} category={category} topic={topic} />
  if (category && search.topic === undefined) return <CategoryView content={content} category={category} />
  if (search.question !== undefined || search.topic !== undefined || search.category !== undefined)
    return (
      <section className={styles.section}>
        <Crumbs />
        <p role="alert" className={styles.notice}>
          {search.question !== undefined ? t.question.notFound : t.notFound}
        </p>
        <CategoryGrid content={content} />
      </section>
    )
  return <CategoryGrid content={content} />
}

function Skeleton() {
  return (
    <div className={styles.grid}>
      {Array.from({ length: 6 }, (_, i) => (
        <Placeholder key={i} className={styles.cardPlaceholder} />
      ))}
    </div>
  )
}
