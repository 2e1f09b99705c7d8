import { lazyScreen } from './lazyScreen.ts';

/** The participants section's screens (each in a chunk of its own, ADR 085); menu nodes name them. */
export const screens = {
  scheduleInterviews: lazyScreen(() =>
    import('../../features/participants/Interviews/ScheduleInterviewsScreen.tsx').then(
      (module) => module.ScheduleInterviewsScreen,
    ),
  ),
  updateInterview: lazyScreen(() =>
    import('../../features/participants/Interviews/UpdateInterviewScreen.tsx').then(
      (module) => module.UpdateInterviewScreen,
    ),
  ),
  search: lazyScreen(() =>
    import('../../features/participants/Search/ParticipantSearchScreen.tsx').then(
      (module) => module.ParticipantSearchScreen,
    ),
  ),
  // The enrollment pipeline's Recruit/Release, one move per menu entry: the same operations and rules.
  recruit: lazyScreen(() =>
    import('../../features/enrollment/RecruitRelease/RecruitReleaseScreen.tsx').then((module) => module.RecruitScreen),
  ),
  release: lazyScreen(() =>
    import('../../features/enrollment/RecruitRelease/RecruitReleaseScreen.tsx').then((module) => module.ReleaseScreen),
  ),
  addParticipant: lazyScreen(() =>
    import('../../features/participants/AddParticipant/AddParticipantScreen.tsx').then(
      (module) => module.AddParticipantScreen,
    ),
  ),
  details: lazyScreen(() =>
    import('../../features/participants/Details/ParticipantDetailsScreen.tsx').then(
      (module) => module.ParticipantDetailsScreen,
    ),
  ),
};
