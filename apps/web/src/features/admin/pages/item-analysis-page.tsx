import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { PAGE_SIZES } from '@continuum/contracts';
import { Anchor, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatNumber } from '@/shared/format/numbers';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { itemAnalysisCsvHref, useItemAnalysis } from '../api/item-analysis';
import { useProductSearch } from '../api/products';
import { DifficultyChart } from '../item-analysis/difficulty-chart';
import { ExamSummary } from '../item-analysis/exam-summary';
import { InquiriesTable } from '../item-analysis/inquiries-table';
import { ItemsTable } from '../item-analysis/items-table';
import { ScrollRegion } from '../item-analysis/scroll-region';

const idOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Item analysis (issue 30): a course's exams, each with its score figures, forms, a difficulty-discrimination
 * chart and the table of items with their flags; the course and exam are in the address so a view can be shared.
 * No learner appears anywhere: the server sends counts and proportions only.
 */
export function ItemAnalysisPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const productId = idOf(params.get('productId'));
  const examId = idOf(params.get('examId'));
  const [courseSearch, setCourseSearch] = useState('');
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const products = useProductSearch({
    searchValue: courseSearch.trim() || null,
    page: 0,
    pageSize: PAGE_SIZES[PAGE_SIZES.length - 1],
    sortOrders: { primary: { field: 'name', direction: 'ASC' } },
  });
  const analysis = useItemAnalysis(productId);
  const exams = (analysis.data?.exams ?? []).filter((e) => examId === null || e.examId === examId);
  const choose = (next: { productId?: string; examId?: string }) => {
    const merged = { productId: params.get('productId') ?? '', examId: params.get('examId') ?? '', ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== '')));
  };

  return (
    <>
      <PageTitle>{t('itemAnalysis.title')}</PageTitle>
      <Text size="sm" mb="md">
        {t('itemAnalysis.intro')}
      </Text>
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <TextInput
          type="search"
          label={t('itemAnalysis.fields.findCourse')}
          value={courseSearch}
          onChange={(e) => setCourseSearch(e.currentTarget.value)}
          w={220}
        />
        <NativeSelect
          label={t('itemAnalysis.fields.course')}
          value={productId ? String(productId) : ''}
          onChange={(e) => choose({ productId: e.currentTarget.value, examId: '' })}
          data={[
            { value: '', label: t('itemAnalysis.chooseCourse') },
            ...(products.data?.content ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${p.code})` })),
          ]}
          w={320}
        />
        {analysis.data && (
          <NativeSelect
            label={t('itemAnalysis.fields.exam')}
            value={examId ? String(examId) : ''}
            onChange={(e) => choose({ examId: e.currentTarget.value })}
            data={[
              { value: '', label: t('itemAnalysis.allExams') },
              ...analysis.data.exams.map((e) => ({ value: String(e.examId), label: e.title })),
            ]}
            w={260}
          />
        )}
        <Checkbox
          label={t('itemAnalysis.fields.flaggedOnly')}
          checked={flaggedOnly}
          onChange={(e) => setFlaggedOnly(e.currentTarget.checked)}
        />
      </Group>
      {analysis.isError && <QueryErrorAlert error={analysis.error} onRetry={() => analysis.refetch()} />}
      {productId && analysis.isPending && <Text size="sm">{t('itemAnalysis.loading')}</Text>}
      {analysis.data && productId && (
        <Stack gap="lg">
          <Group justify="space-between">
            <Text size="sm">
              {t('itemAnalysis.thresholds', {
                easy: formatNumber(analysis.data.thresholds.tooEasyAbove, i18n.language, 2),
                hard: formatNumber(analysis.data.thresholds.tooHardBelow, i18n.language, 2),
                min: analysis.data.thresholds.minResponsesForFlags,
              })}
            </Text>
            <Anchor href={itemAnalysisCsvHref(productId, examId ?? undefined)} download>
              {t('itemAnalysis.downloadCsv')}
            </Anchor>
          </Group>
          {exams.length === 0 && <Text>{t('itemAnalysis.noExams')}</Text>}
          {exams.map((exam) => {
            const items = flaggedOnly ? exam.items.filter((i) => i.flags.length > 0) : exam.items;
            return (
              <section key={exam.examId} aria-labelledby={`exam-${exam.examId}`}>
                <Title order={2} size="h3" id={`exam-${exam.examId}`}>
                  {exam.title}
                </Title>
                <ExamSummary exam={exam} />
                {exam.attempts === 0 ? (
                  <Text>{t('itemAnalysis.noAttempts')}</Text>
                ) : (
                  <Group align="flex-start" wrap="wrap" gap="lg">
                    <DifficultyChart items={exam.items} />
                    <ScrollRegion label={t('itemAnalysis.itemsOf', { exam: exam.title })}>
                      {items.length === 0 ? (
                        <Text>{t('itemAnalysis.noFlagged')}</Text>
                      ) : (
                        <ItemsTable items={items} caption={t('itemAnalysis.itemsOf', { exam: exam.title })} />
                      )}
                    </ScrollRegion>
                  </Group>
                )}
              </section>
            );
          })}
          {examId === null && analysis.data.inquiries.length > 0 && (
            <section aria-labelledby="lesson-inquiries">
              <Title order={2} size="h3" id="lesson-inquiries">
                {t('itemAnalysis.inquiries.title')}
              </Title>
              <Text size="sm" mb="xs">
                {t('itemAnalysis.inquiries.intro')}
              </Text>
              <ScrollRegion label={t('itemAnalysis.inquiries.caption')}>
                <InquiriesTable
                  inquiries={flaggedOnly ? analysis.data.inquiries.filter((q) => q.flags.length > 0) : analysis.data.inquiries}
                />
              </ScrollRegion>
            </section>
          )}
        </Stack>
      )}
    </>
  );
}
