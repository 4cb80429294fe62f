/** The account's notification switches, as a chunk of its own for the mobile drawer. */
import { NotificationsSection } from '../../features/account';

export default NotificationsSection;
