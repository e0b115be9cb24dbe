import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inFrench } from '@/test/french';
import { ComplianceRules } from './compliance-rules';

const nmls = {
  learnerProductId: 1,
  profiles: [{ profileId: 'nmls-ce-online-self-study', profileVersion: 1, name: 'NMLS CE' }],
  idle: { timeoutSeconds: 360, warningShown: false, action: 'LOG_OUT_FORFEIT_UNIT' as const },
  validationRequired: false,
  reasons: [
    {
      rule: 'IDLE_TIMEOUT' as const,
      reasonKey: 'compliance.reason.IDLE_TIMEOUT',
      profileId: 'nmls-ce-online-self-study',
      profileName: 'NMLS CE',
      value: '360',
    },
  ],
};

describe('ComplianceRules', () => {
  it('words each tightened rule with its value and profile', async () => {
    render(<ComplianceRules compliance={nmls} />);
    expect(screen.getByText(/Rules set by your regulator/)).toBeTruthy();
    expect(await screen.findByText('After 360 seconds without activity you are signed out (NMLS CE).')).toBeTruthy();
  });

  it('in French', async () => {
    await inFrench();
    render(<ComplianceRules compliance={nmls} />);
    expect(screen.getByText(/Règles fixées par votre autorité/)).toBeTruthy();
    expect(await screen.findByText('Après 360 secondes sans activité, vous êtes déconnecté (NMLS CE).')).toBeTruthy();
  });
});
