import { AddParticipantScreen } from '../../features/participants/AddParticipant/AddParticipantScreen.tsx';
import { ParticipantDetailsScreen } from '../../features/participants/Details/ParticipantDetailsScreen.tsx';
import { ScheduleInterviewsScreen } from '../../features/participants/Interviews/ScheduleInterviewsScreen.tsx';
import { UpdateInterviewScreen } from '../../features/participants/Interviews/UpdateInterviewScreen.tsx';
import { ParticipantSearchScreen } from '../../features/participants/Search/ParticipantSearchScreen.tsx';
import { placeholderScreen } from './SectionPlaceholder.tsx';

/** The participants section's screens (one lazily loaded chunk); menu nodes name them. */
export const screens = {
  scheduleInterviews: ScheduleInterviewsScreen,
  updateInterview: UpdateInterviewScreen,
  search: ParticipantSearchScreen,
  recruit: placeholderScreen('Recruit'),
  release: placeholderScreen('Release'),
  addParticipant: AddParticipantScreen,
  details: ParticipantDetailsScreen,
};
