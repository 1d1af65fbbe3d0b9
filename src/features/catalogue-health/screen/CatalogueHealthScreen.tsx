// /catalogue-health (issue 40): the whole catalogue checked against the rules, problems listed by
// rule with their counts, each group opening to its records and their fixes. The kept report
// shows at once; a stale or missing one is checked again in the background (useCatalogueHealth).
import { Skeleton, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Title, useTranslate, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Album, Artist, Song } from '@/api/types';
import { useCatalogueHealth, type ChangedKind } from '@/components/catalogueHealth/check';
import type { Finding, HealthKind } from '@/components/catalogueHealth/model/types';
import { HEALTH_RULES } from '@/components/catalogueHealth/rules';
import { GROUP_PARAM } from '../paths';
import { groupElementId, HEALTH_SECTIONS } from './healthKinds';
import { HealthStatus } from './HealthStatus';
import { KindSection } from './KindSection';

const NONE: readonly Finding[] = [];

const isChangedKind = (kind: HealthKind): kind is ChangedKind =>
  kind === 'artists' || kind === 'songs' || kind === 'albums';

const CatalogueHealthScreen = () => {
  const translate = useTranslate();
  const health = useCatalogueHealth();
  const { report, applyChange } = health;
  const [params] = useSearchParams();
  // The group a link asked for (the dashboard card's) opens with the screen.
  const asked = params.get(GROUP_PARAM);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(asked ? [asked] : []));

  const findings = useMemo(
    () => new Map(report?.groups.map((group) => [group.ruleId, group.findings])),
    [report],
  );
  const findingsOf = useCallback((ruleId: string) => findings.get(ruleId) ?? NONE, [findings]);
  const toggle = useCallback(
    (ruleId: string) =>
      setOpen((opened) => {
        const next = new Set(opened);
        if (!next.delete(ruleId)) next.add(ruleId);
        return next;
      }),
    [],
  );
  const onSaved = useCallback(
    (kind: HealthKind, record: RaRecord) => {
      if (isChangedKind(kind)) applyChange(kind, record as Artist | Song | Album);
    },
    [applyChange],
  );

  // Brought into view once, when the report that holds the asked group is first on screen.
  const scrolled = useRef(false);
  useEffect(() => {
    if (!asked || !report || scrolled.current) return;
    scrolled.current = true;
    document.getElementById(groupElementId(asked))?.scrollIntoView?.({ block: 'start' });
  }, [asked, report]);

  return (
    <Stack spacing={3} sx={{ mt: 2, mb: 3 }}>
      <Title title="app.catalogue_health.title" />
      <Stack spacing={1}>
        <Typography component="h1" variant="h4">
          {translate('app.catalogue_health.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {translate('app.catalogue_health.intro')}
        </Typography>
      </Stack>
      <HealthStatus
        checkedAt={report?.checkedAt ?? null}
        checking={health.checking}
        progress={health.progress}
        error={health.error}
        hasReport={!!report}
        onCheck={health.check}
        onCancel={health.cancel}
      />
      {!health.loaded && <Skeleton variant="rounded" height={240} aria-hidden />}
      {report &&
        HEALTH_SECTIONS.map((section) => (
          <KindSection
            key={section.key}
            section={section.key}
            rules={HEALTH_RULES.filter((rule) => section.kinds.includes(rule.kind))}
            findingsOf={findingsOf}
            isOpen={(ruleId) => open.has(ruleId)}
            onToggle={toggle}
            onSaved={onSaved}
          />
        ))}
    </Stack>
  );
};

export default CatalogueHealthScreen;
