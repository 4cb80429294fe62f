/**
 * `/politica-de-privacidade` (issue #17): the store's privacy policy under the LGPD (Lei
 * 13.709/2018): who the controller is, what is collected and why, on which legal basis (art. 7),
 * with whom it is shared, for how long, the rights of art. 18 and how to exercise them. The
 * welcome gate never covers this page (SPEC §2).
 */
import { PageTitle } from '../../components/layout/page-trail';
import { ROUTES } from '@adega/domain/urls';
import { LegalTable, type LegalColumn } from './legal-table';

export const CONTROLLER = {
  name: 'Adega Comércio de Vinhos Ltda.',
  cnpj: '12.345.678/0001-95',
  address: 'Rua dos Vinhedos, 1500, sala 12, Pinheiros, São Paulo – SP, CEP 05422-000',
  dpoEmail: 'privacidade@adega.example',
} as const;

export const PRIVACY_POLICY_UPDATED = '24 de novembro de 2026';

interface PurposeRow {
  data: string;
  purpose: string;
  basis: string;
}

const PURPOSE_COLUMNS: readonly LegalColumn<PurposeRow>[] = [
  { label: 'Dados', cell: (row) => row.data },
  { label: 'Finalidade', cell: (row) => row.purpose },
  { label: 'Base legal (LGPD)', cell: (row) => row.basis },
];

const PURPOSES: PurposeRow[] = [
  {
    data: 'Nome, CPF ou CNPJ, data de nascimento, e-mail, telefone, senha (guardada cifrada)',
    purpose: 'Criar e manter sua conta, confirmar a maioridade e identificar você nas compras',
    basis: 'Execução de contrato (art. 7º, V) e cumprimento de obrigação legal (art. 7º, II)',
  },
  {
    data: 'Endereços de entrega e de cobrança',
    purpose: 'Entregar os pedidos, calcular o frete e emitir a nota fiscal',
    basis: 'Execução de contrato (art. 7º, V) e obrigação legal fiscal (art. 7º, II)',
  },
  {
    data: 'Dados do pedido e do pagamento (o cartão é cifrado no seu navegador e tratado pelo gateway)',
    purpose: 'Cobrar, prevenir fraudes, reembolsar e atender você',
    basis:
      'Execução de contrato (art. 7º, V), obrigação legal (art. 7º, II) e legítimo interesse na prevenção a fraudes (art. 7º, IX)',
  },
  {
    data: 'Assinaturas do Clube e do Premium, cashback e indicações',
    purpose: 'Cobrar as mensalidades, montar as caixas e creditar benefícios',
    basis: 'Execução de contrato (art. 7º, V)',
  },
  {
    data: 'Endereço IP, data e hora de acesso, identificador do navegador',
    purpose: 'Segurança da conta, limite de tentativas de login e guarda dos registros de acesso',
    basis: 'Obrigação legal (Marco Civil da Internet, art. 15) e legítimo interesse (art. 7º, IX)',
  },
  {
    data: 'Páginas vistas, buscas e produtos adicionados à WineBox',
    purpose: 'Medir o uso da loja e personalizar comunicações',
    basis:
      'Consentimento (art. 7º, I), pedido nas preferências de cookies e revogável a qualquer momento',
  },
  {
    data: 'E-mail e telefone para ofertas (e-mail, SMS/WhatsApp, notificações)',
    purpose: 'Enviar novidades e ofertas',
    basis: 'Consentimento (art. 7º, I), revogável em Minha conta › Privacidade',
  },
];

export function PrivacyPolicyPage() {
  return (
    <div className="container page legal-page">
      <PageTitle title="Política de privacidade" />
      <p className="lead">
        Como a Adega trata os seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados
        (LGPD, Lei 13.709/2018). Atualizada em {PRIVACY_POLICY_UPDATED}.
      </p>

      <section className="page-section">
        <h2>Quem é o controlador</h2>
        <p>
          {CONTROLLER.name}, CNPJ {CONTROLLER.cnpj}, {CONTROLLER.address}, é a controladora dos
          dados tratados na loja Adega e no Adega Outlet. O nosso Encarregado pelo tratamento de
          dados pessoais (DPO) atende pelo e-mail{' '}
          <a href={`mailto:${CONTROLLER.dpoEmail}`}>{CONTROLLER.dpoEmail}</a>.
        </p>
      </section>

      <section className="page-section">
        <h2>Quais dados tratamos, para quê e com que base legal</h2>
        <LegalTable
          caption="Dados, finalidades e bases legais"
          hideCaption
          columns={PURPOSE_COLUMNS}
          rows={PURPOSES}
          rowKey={(row) => row.data}
        />
        <p>
          Vendemos bebidas alcoólicas apenas para maiores de 18 anos: por isso pedimos a data de
          nascimento no cadastro e a confirmação de idade na entrada do site.
        </p>
      </section>

      <section className="page-section">
        <h2>Com quem compartilhamos</h2>
        <ul>
          <li>
            <strong>Gateway de pagamento</strong>: os dados necessários para autorizar e cobrar o
            pagamento (cartão cifrado, Pix, boleto).
          </li>
          <li>
            <strong>Transportadoras</strong>: nome, endereço e telefone de entrega do pedido.
          </li>
          <li>
            <strong>Serviço de relacionamento com clientes</strong> e{' '}
            <strong>serviço de atribuição de mídia do aplicativo</strong>: somente com o seu
            consentimento nas preferências de cookies (categorias de desempenho e de marketing).
          </li>
          <li>
            <strong>Autoridades</strong>: quando a lei ou uma ordem judicial exigir (por exemplo,
            dados fiscais da nota fiscal eletrônica).
          </li>
        </ul>
        <p>Não vendemos dados pessoais.</p>
      </section>

      <section className="page-section">
        <h2>Por quanto tempo guardamos</h2>
        <ul>
          <li>Dados da conta: enquanto ela existir; depois, pelo prazo das obrigações legais.</li>
          <li>Pedidos e notas fiscais: 5 anos (legislação tributária) e 5 anos do CDC.</li>
          <li>Registros de acesso: 6 meses (Marco Civil da Internet, art. 15).</li>
          <li>
            Registros de consentimento: enquanto durarem e pelo prazo em que precisarmos provar que
            você os deu ou revogou (LGPD, art. 8º, § 2º).
          </li>
        </ul>
      </section>

      <section className="page-section">
        <h2>Seus direitos (LGPD, art. 18)</h2>
        <p>A qualquer momento você pode pedir:</p>
        <ul>
          <li>a confirmação de que tratamos seus dados e o acesso a eles;</li>
          <li>a correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>a anonimização, o bloqueio ou a eliminação de dados desnecessários ou excessivos;</li>
          <li>a portabilidade dos dados a outro fornecedor;</li>
          <li>a eliminação dos dados tratados com o seu consentimento;</li>
          <li>a informação sobre com quem compartilhamos seus dados;</li>
          <li>a informação sobre a possibilidade de não consentir e suas consequências;</li>
          <li>a revogação do consentimento.</li>
        </ul>
        <p>
          Consentimentos de comunicações e de cookies se mudam na hora em{' '}
          <a href={ROUTES.accountPrivacy}>Minha conta › Privacidade</a>; sem conta, use o botão
          “Preferências de cookies” no rodapé. Para os demais pedidos, escreva ao Encarregado em{' '}
          <a href={`mailto:${CONTROLLER.dpoEmail}`}>{CONTROLLER.dpoEmail}</a>: respondemos em até 15
          dias. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).
        </p>
      </section>

      <section className="page-section">
        <h2>Cookies</h2>
        <p>
          Quais cookies usamos, para quê e por quanto tempo está na nossa{' '}
          <a href={ROUTES.cookiePolicy}>Política de cookies</a>.
        </p>
      </section>

      <section className="page-section">
        <h2>Segurança</h2>
        <p>
          Senhas são guardadas cifradas, o cartão é cifrado no seu navegador antes de sair dele, o
          site só funciona por conexão segura e o acesso aos dados é restrito a quem precisa deles.
          Se houver um incidente que possa causar risco ou dano relevante, avisaremos você e a ANPD.
        </p>
      </section>
    </div>
  );
}
