/**
 * `/ajuda`, the help centre (issue #34): the topics of help-topics.ts, each a section whose
 * questions open in an accordion, a quick index of the topics, and how to reach a person.
 */
import type { Store } from '@adega/domain/store';
import { isFeatureVisible } from '@adega/domain/roles';
import { ROUTES } from '@adega/domain/urls';
import { Accordion } from '../../components/ui/accordion';
import { PageTitle } from '../../components/layout/page-trail';
import { CLUB_QUESTIONS, HELP_TOPICS, type HelpQuestion } from './help-topics';
import './help.css';

export const SUPPORT_EMAIL = 'atendimento@adega.dev';
export const SUPPORT_HOURS = 'Segunda a sexta, das 9h às 18h, e sábados, das 9h às 13h';

function questionItems(questions: readonly HelpQuestion[]) {
  return questions.map((question) => ({
    id: question.id,
    anchor: question.anchor,
    title: question.question,
    content: <Answer question={question} />,
  }));
}

/** The club page's 'Perguntas frequentes' (the help centre's club questions). */
export function ClubFaq() {
  return (
    <section className="page-section" aria-labelledby="perguntas-clube">
      <h2 id="perguntas-clube">Perguntas frequentes</h2>
      <Accordion items={questionItems(CLUB_QUESTIONS)} />
      <p className="faq-more">
        <a href={`${ROUTES.help}#clube`}>Mais respostas na Central de ajuda</a>
      </p>
    </section>
  );
}

function Answer({ question }: { question: HelpQuestion }) {
  return (
    <>
      {question.answer.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {question.links ? (
        <p className="help-links">
          {question.links.map((link) => (
            <a key={link.href} href={link.href}>
              {link.label}
            </a>
          ))}
        </p>
      ) : null}
    </>
  );
}

export function HelpPage({ store }: { store: Store }) {
  const topics = HELP_TOPICS.filter(
    // The club and the partner programmes (its benefits) are the Wine store's (SPEC §6).
    (topic) =>
      (topic.id !== 'clube' && topic.id !== 'parceiros') || isFeatureVisible('clubMenu', store),
  );
  return (
    <div className="container page help-page">
      <PageTitle title="Central de ajuda" />
      <p className="lead">
        Respostas rápidas sobre pedidos, pagamentos, entrega, clube, trocas e privacidade.
      </p>
      <nav aria-label="Assuntos" className="help-index">
        <ul className="bare-list">
          {topics.map((topic) => (
            <li key={topic.id}>
              <a className="pill-link" href={`#${topic.id}`}>
                {topic.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {topics.map((topic) => (
        <section key={topic.id} className="page-section help-topic" aria-labelledby={topic.id}>
          <h2 id={topic.id}>{topic.title}</h2>
          <Accordion items={questionItems(topic.questions)} />
        </section>
      ))}
      <section className="callout page-section" aria-labelledby="fale-conosco">
        <h2 id="fale-conosco">Fale com a gente</h2>
        <p>
          Não achou a sua resposta? Escreva para{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Atendimento: {SUPPORT_HOURS}.
        </p>
        {isFeatureVisible('physicalStores', store) ? (
          <p>
            Prefere conversar pessoalmente?{' '}
            <a href={ROUTES.physicalStores}>Visite uma das nossas lojas</a>.
          </p>
        ) : null}
      </section>
    </div>
  );
}
