import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { courseProgress } from '../testing/fixtures';
import { CourseProgressBox } from './course-progress-box';

describe('CourseProgressBox', () => {
  it('rounds the percent complete to one decimal and counts units completed', () => {
    renderWithProviders(
      <CourseProgressBox progress={courseProgress({ percentComplete: 33.3333, unitsCompletedCount: 1, unitsTotalCount: 3 })} />,
    );
    expect(screen.getByText('33.3% complete')).toBeDefined();
    expect(screen.getByText('Units completed: 1 of 3')).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'Course content completed' }).getAttribute('aria-valuenow')).toBe('33.3333');
  });

  it('shows 66.67 as 66.7 and whole numbers without a decimal', () => {
    const { unmount } = renderWithProviders(<CourseProgressBox progress={courseProgress({ percentComplete: 66.67 })} />);
    expect(screen.getByText('66.7% complete')).toBeDefined();
    unmount();
    renderWithProviders(<CourseProgressBox progress={courseProgress({ percentComplete: 50 })} />);
    expect(screen.getByText('50% complete')).toBeDefined();
  });

  it('shows the running clock and the minimum time required', () => {
    renderWithProviders(
      <CourseProgressBox
        progress={courseProgress({
          showTimeProgress: true,
          hoursCompleted: 2,
          minutesCompleted: 5,
          minimumRequiredMinutes: 485,
          minimumRecommendedMinutes: 540,
        })}
      />,
    );
    expect(screen.getByText('Running Clock')).toBeDefined();
    expect(screen.getByText('2 hours, 5 minutes completed')).toBeDefined();
    expect(screen.getByText('Minimum of 8 hours, 5 minutes required')).toBeDefined();
    expect(screen.queryByText(/recommended/)).toBeNull();
  });

  it("says 'recommended' when the course only recommends a minimum", () => {
    renderWithProviders(
      <CourseProgressBox progress={courseProgress({ showTimeProgress: true, minimumRecommendedMinutes: 90 })} />,
    );
    expect(screen.getByText('Minimum of 1 hour, 30 minutes recommended')).toBeDefined();
  });

  it('hides time figures unless showTimeProgress, and dates unless showCourseDates', () => {
    renderWithProviders(<CourseProgressBox progress={courseProgress({ minimumRequiredMinutes: 480, courseDaysRemaining: 4 })} />);
    expect(screen.queryByText(/Minimum of/)).toBeNull();
    expect(screen.queryByText(/days for this course/)).toBeNull();
  });

  it("shows the course dates and 'You have N days for this course'", () => {
    renderWithProviders(
      <CourseProgressBox
        progress={courseProgress({
          showCourseDates: true,
          courseStartDate: '2026-11-22',
          courseEndDate: '2026-12-04',
          courseDaysRemaining: 5,
        })}
      />,
    );
    expect(screen.getByText('Start date: 11/22/26')).toBeDefined();
    expect(screen.getByText('End date: 12/04/26')).toBeDefined();
    expect(screen.getByText('You have 5 days for this course')).toBeDefined();
  });

  it('says when no start date was chosen yet', () => {
    renderWithProviders(
      <CourseProgressBox progress={courseProgress({ showCourseDates: true, courseDaysRemaining: 13, courseDuration: 13 })} />,
    );
    expect(screen.getByText('Start date: not selected')).toBeDefined();
    expect(screen.getByText('You have 13 days for this course')).toBeDefined();
  });

  it('lists unit time figures only for units that show them', () => {
    const unit = {
      nodeId: 3,
      title: 'Agency',
      titlePrefix: 'Unit 1',
      percentComplete: 0,
      showTimeAtUnitLevel: true,
      unitHoursCompleted: 1,
      unitMinutesCompleted: 20,
      unitSecondsCompleted: 0,
      unitMinimumRequiredMinutes: 150,
      unitTimePercentComplete: 50,
    };
    renderWithProviders(
      <CourseProgressBox
        progress={courseProgress({ units: [unit, { ...unit, nodeId: 4, titlePrefix: 'Unit 2', showTimeAtUnitLevel: false }] })}
      />,
    );
    expect(screen.getByText('Unit 1: 1 hour, 20 minutes')).toBeDefined();
    expect(screen.getByText('Minimum of 2 hours, 30 minutes required')).toBeDefined();
    expect(screen.queryByText(/Unit 2:/)).toBeNull();
  });

  it("counts hours and minutes with the language's plurals ('0 hours, 1 minute', not '1 minutes')", () => {
    renderWithProviders(
      <CourseProgressBox
        progress={courseProgress({ showTimeProgress: true, hoursCompleted: 0, minutesCompleted: 1, minimumRequiredMinutes: 60 })}
      />,
    );
    expect(screen.getByText('0 hours, 1 minute completed')).toBeDefined();
    expect(screen.getByText('Minimum of 1 hour, 0 minutes required')).toBeDefined();
  });

  it('says the course is completed instead of the days left once it is complete', () => {
    renderWithProviders(
      <CourseProgressBox
        progress={courseProgress({
          showCourseDates: true,
          courseStartDate: '2026-11-22',
          courseEndDate: '2026-12-04',
          courseDaysRemaining: 13,
          learningStatus: 'COMPLETE',
        })}
      />,
    );
    expect(screen.getByText('You have completed this course')).toBeDefined();
    expect(screen.queryByText(/days for this course/)).toBeNull();
    expect(screen.getByText('End date: 12/04/26')).toBeDefined();
  });
});
