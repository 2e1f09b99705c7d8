// Generated from openapi/ by `pnpm --filter @pathway/openapi run generate`. Do not edit.
export interface paths {
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Exchanges a user name and password for a token. 403 means the user may not sign in (the app shows "User doesn't have enough rights to login"); other failures carry a message.
         */
        post: operations["authLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Extend the session
         * @description Extends the current session (the Refresh button of the expiry warning).
         */
        get: operations["authRefreshSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/check-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the session
         * @description Asked before the client declares the user expired (another tab may have extended it).
         */
        get: operations["authCheckSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/system/session-time-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the session time limit
         * @description The configured session length (Security > Session Time Limit; MAINTAIN_SESSION_TIME_LIMIT).
         */
        get: operations["systemGetSessionTimeLimit"];
        put?: never;
        /**
         * Save the session time limit
         * @description Changes the session length; 409 when another user changed it since it was read.
         */
        post: operations["systemSaveSessionTimeLimit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/system/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applications
         * @description The applications of the suite available to the user.
         */
        get: operations["systemListApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/system/log-error": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a client error
         * @description The client posts every unhandled error here; nothing is returned.
         */
        post: operations["systemLogError"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a user
         * @description Creates a user (ADD_NEW_USER) with at least one role; the user receives an activation email.
         */
        post: operations["usersCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the current user's password
         * @description The client signs in again with the new password afterwards. Failures carry a message (shown as is) or a field map.
         */
        post: operations["usersChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/update-user-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the current user's profile
         * @description First name, last name and email of the signed-in user.
         */
        post: operations["usersUpdateProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/validate-user-activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate an account
         * @description Validates the activation code from the invitation email together with a contract code.
         */
        post: operations["usersValidateActivation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/validate-forget-password-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recover a password
         * @description Checks the user name with a contract code and emails a password reset.
         */
        post: operations["usersValidateForgetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/validate-forget-username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recover a user name
         * @description Emails the user name to the address. On failure the client shows the message or "Unable to find user email address".
         */
        post: operations["usersValidateForgetUsername"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/validate-contract-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a contract code
         * @description The Contract code validation screen; answers whether the code belongs to an active contract.
         */
        post: operations["usersValidateContractCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a user's password
         * @description An administrator (RESET_USER_PASSWORDS) resets a user's password; the user gets a temporary one by email.
         */
        post: operations["usersResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search users
         * @description Filter fields: userName, firstName, lastName, email, userType, organizationId, isActive, roleId. Sort fields: the same plus lastUpdateDate.
         */
        post: operations["usersSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a user
         * @description Removes a user (REMOVE_USER). A user who belongs to groups answers 409 unless forceRemove is true (the client asks for confirmation first). 403 carries "You don’t have access to remove this user.".
         */
        delete: operations["usersDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a user
         * @description Lets a deactivated user sign in again (ACTIVATE_USER).
         */
        post: operations["usersActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a user
         * @description Stops a user from signing in (DEACTIVATE_USER).
         */
        post: operations["usersDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1187 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /**
         * Read a user's roles
         * @description Every role the user may have, with the assigned ones marked.
         */
        get: operations["usersRolesGet"];
        put?: never;
        /**
         * Save a user's roles
         * @description Replaces the user's roles; at least one must be checked (422 otherwise), 409 on a stale version.
         */
        post: operations["usersRolesSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{sourceName}/{sourceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the contacts of a record
         * @description Every contact of the source record; the dialog filters and sorts them on the client.
         */
        get: operations["contactsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{sourceName}-create/{sourceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a contact
         * @description Adds a contact to the source record (MAINTAIN_WORKSITE_CONTACTS). The path segment is the source name followed by "-create", e.g. /contacts/worksites-create/208.
         */
        post: operations["contactsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{sourceName}-update/{sourceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a contact
         * @description Updates a contact of the source record (path segment "<sourceName>-update"). 409 when the version is stale; 403 when the contact's data is not editable.
         */
        post: operations["contactsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/delete-contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a contact
         * @description Removes the contact (needs MAINTAIN_WORKSITE_CONTACTS and the contact's isDataEditable).
         */
        post: operations["contactsDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a contact
         * @description Creates a copy of the contact on the same source record (needs the contact's canCopy).
         */
        post: operations["contactsCopy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notes/{type}/{sourceId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example students */
                type: components["parameters"]["NoteType"];
                /**
                 * @description Id of the record the contacts, notes or documents belong to.
                 * @example 208
                 */
                sourceId: components["parameters"]["SourceId"];
            };
            cookie?: never;
        };
        /**
         * List the notes of a record
         * @description Every note of the job or student, newest first.
         */
        get: operations["notesList"];
        put?: never;
        /**
         * Save a note
         * @description Adds a note (no id) or updates one (id and version) on the job or student.
         */
        post: operations["notesSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a note
         * @description Removes the note.
         */
        delete: operations["notesDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{type}/{sourceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the documents of a record
         * @description Every file attached to the record.
         */
        get: operations["documentsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{type}/{sourceId}/{documentTypeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload documents
         * @description Multipart upload; each part named files is stored as one document of the given type.
         */
        post: operations["documentsUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a document
         * @description Removes the document and its file.
         */
        delete: operations["documentsDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document
         * @description The file itself; Content-Disposition carries the file name.
         */
        get: operations["documentsDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an applicant's document requests
         * @description Every document request sent to the applicant, newest first.
         */
        get: operations["documentRequestsList"];
        put?: never;
        /**
         * Send a document request
         * @description Emails the applicant a request to upload the listed document types (AUTOMATE_DOCUMENTS_REQUEST).
         */
        post: operations["documentRequestsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document-requests/{documentRequestId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend a document request
         * @description Sends the request email again and resets its status to Sent.
         */
        post: operations["documentRequestsResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @example {
         *       "username": "jcarter",
         *       "password": "Summer#2026"
         *     }
         */
        LoginRequest: {
            /**
             * @description Message when empty: Username is required
             * @example jcarter
             */
            username: string;
            /**
             * Format: password
             * @description Message when empty: Password is required
             * @example Summer#2026
             */
            password: string;
        };
        /**
         * Format: int32
         * @description Server-assigned identifier.
         * @example 1042
         */
        Id: number;
        /** @example jcarter */
        UserName: string;
        /**
         * @description Who a user works for.
         * @example global
         * @enum {string}
         */
        UserType: "global" | "organization" | "contractor";
        /**
         * @example {
         *       "id": 3,
         *       "name": "Partner4Work"
         *     }
         */
        Organization: {
            id: components["schemas"]["Id"];
            /** @example Partner4Work */
            name: string;
        };
        /**
         * Format: date
         * @description A calendar date (yyyy-mm-dd) between 1900-01-01 and 2100-01-01.
         * @example 2026-06-29
         */
        CalendarDate: string;
        /**
         * @description The signed-in user.
         * @example {
         *       "id": 1042,
         *       "userName": "jcarter",
         *       "firstName": "Jasmine",
         *       "lastName": "Carter",
         *       "email": "jasmine.carter@example.org",
         *       "userType": "global",
         *       "organizations": [
         *         {
         *           "id": 3,
         *           "name": "Partner4Work"
         *         }
         *       ],
         *       "passwordExpirationDate": "2099-06-30"
         *     }
         */
        CurrentUser: {
            id: components["schemas"]["Id"];
            userName: components["schemas"]["UserName"];
            /** @example Jasmine */
            firstName: string;
            /** @example Carter */
            lastName: string;
            /**
             * Format: email
             * @example jasmine.carter@example.org
             */
            email: string;
            userType: components["schemas"]["UserType"];
            organizations: components["schemas"]["Organization"][];
            passwordExpirationDate?: components["schemas"]["CalendarDate"];
        };
        /**
         * Format: date-time
         * @description A point in time (ISO 8601 with offset).
         * @example 2026-06-29T14:05:00Z
         */
        DateTime: string;
        /**
         * @example {
         *       "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDQyIiwidXNlck5hbWUiOiJqY2FydGVyIiwibmFtZSI6Ikphc21pbmUgQ2FydGVyIiwiZW1haWwiOiJqYXNtaW5lLmNhcnRlckBleGFtcGxlLm9yZyIsInVzZXJUeXBlIjoiZ2xvYmFsIiwiTE9HSU4iOiJ0cnVlIiwiQ09OVFJBQ1RPUiI6InRydWUiLCJWSUVXX0NPTlRSQUNUT1IiOiJ0cnVlIiwiTUFJTlRBSU5fQ09OVFJBQ1RPUiI6InRydWUiLCJERUxFVEVfTE9PS1VQX09QVElPTiI6InRydWUiLCJNQUlOVEFJTl9EQVRBX0RJQ1RJT05BUlkiOiJ0cnVlIiwiTUFJTlRBSU5fR1JPVVBTIjoidHJ1ZSIsIk1BSU5UQUlOX0xPT0tVUF9PUFRJT05TIjoidHJ1ZSIsIk1BSU5UQUlOX1JFU09VUkNFUyI6InRydWUiLCJNQUlOVEFJTl9TRVNTSU9OX1RJTUVfTElNSVQiOiJ0cnVlIiwiTUFJTlRBSU5fVVNFUlMiOiJ0cnVlIiwiUEFZUk9MTCI6InRydWUiLCJQQVlST0xMX1BST0NFU1NJTkciOiJ0cnVlIiwiUkVQT1JUUyI6InRydWUiLCJSRVNFVF9VU0VSX1BBU1NXT1JEUyI6InRydWUiLCJTRUNVUklUWSI6InRydWUiLCJWSUVXX1NUVURFTlQiOiJ0cnVlIiwiTUFJTlRBSU5fU1RVREVOVFMiOiJ0cnVlIiwiUkVQT1JUX0RFRklOSVRJT05TIjoidHJ1ZSIsIkRBVEFfRElDVElPTkFSWSI6InRydWUiLCJMT09LVVBfT1BUSU9OUyI6InRydWUiLCJQUk9HUkFNUyI6InRydWUiLCJTQ0hPT0xTIjoidHJ1ZSIsIkNPTlRSQUNUIjoidHJ1ZSIsIkFERF9KT0IiOiJ0cnVlIiwiRURJVF9XT1JLU0lURSI6InRydWUiLCJBRERfV09SS1NJVEUiOiJ0cnVlIiwiREVMRVRFX1dPUktTSVRFIjoidHJ1ZSIsIk1BSU5UQUlOX1dPUktTSVRFX0NPTlRBQ1RTIjoidHJ1ZSIsIlBBWVJPTEwgUkVQT1JUUyI6InRydWUiLCJBRE1JTiBSRVBPUlRTIjoidHJ1ZSIsIkFERF9TVFVERU5UIjoidHJ1ZSIsIkRFTEVURV9TVFVERU5UIjoidHJ1ZSIsIk1BSU5UQUlOX1BBWVJPTExfUEVSSU9EIjoidHJ1ZSIsIk1BSU5UQUlOX1NUVURFTlQiOiJ0cnVlIiwiVU5BU1NJR05fU1RVREVOVCI6InRydWUiLCJWT0lEX1NUVURFTlRfVElNRVNIRUVUIjoidHJ1ZSIsIk1BTlVBTF9DSEVDSyI6InRydWUiLCJDT05UUkFDVE9SIFJFUE9SVFMiOiJ0cnVlIiwiQlVTSU5FU1NfVklFV19NQUlOVEVOQU5DRSI6InRydWUiLCJNQUlOVEFJTl9UQVhDT0RFUyI6InRydWUiLCJWX1NUVURFTlRfV09SS1NJVEVTIjoidHJ1ZSIsIkZTVl9GSUxFUyI6InRydWUiLCJBU1NJR05fU1RVREVOVCI6InRydWUiLCJNR1RfUkVQT1JUUyI6InRydWUiLCJNQUlOVEFJTl9IRUxQIjoidHJ1ZSIsIk1BSU5UQUlOX0VNQUlMX1RFTVBMQVRFUyI6InRydWUiLCJNQUlOVEFJTl9ET0NVTUVOVFMiOiJ0cnVlIiwiTUFJTlRBSU5fTE9DQVRJT05TIjoidHJ1ZSIsIlNDSEVEVUxFX0lOVEVSVklFV1MiOiJ0cnVlIiwiUFJPVklERVJfU0NSRUVOSU5HIjoidHJ1ZSIsIlFVQUxJVFlfUkVWSUVXIjoidHJ1ZSIsIk1BSU5UQUlOX0VOUk9MTEVFUyI6InRydWUiLCJNQUlOVEFJTl9JTkNPTUVfUkFOR0VTIjoidHJ1ZSIsIlVQREFURV9JTlRFUlZJRVciOiJ0cnVlIiwiU0NIRURVTEVfU0NSRUVOSU5HIjoidHJ1ZSIsIlZfUElUVFNCVVJHSF9ZT1VUSF9QTEFDRU1FTlRTIjoidHJ1ZSIsIkRFTEVURV9FTlJPTExNRU5UX0FQUExJQ0FUSU9OIjoidHJ1ZSIsIkRFTEVURV9TVFVERU5UX0NPTlRSQUNUIjoidHJ1ZSIsIkRFTEVURV9TVFVERU5UX0pPQiI6InRydWUiLCJERUxFVEVfU1RVREVOVF9FTElHSUJJTElUWSI6InRydWUiLCJERUxFVEVfU1RVREVOVF9SRUZFUlJBTCI6InRydWUiLCJERUxFVEVfU1RVREVOVF9QUk9HUkFNX1BBUlRJQ0lQQVRJT04iOiJ0cnVlIiwiREVMRVRFX1NUVURFTlRfRURVQ0FUSU9OIjoidHJ1ZSIsIkRFTEVURV9TVFVERU5UX0JBUlJJRVIiOiJ0cnVlIiwiREVMRVRFX1NUVURFTlRfRk9MTE9XVVAiOiJ0cnVlIiwiREVMRVRFX1NUVURFTlRfR1VBUkRJQU4iOiJ0cnVlIiwiREVMRVRFX1NUVURFTlRfSU5URVJFU1QiOiJ0cnVlIiwiTUFJTlRBSU5fT1JHQU5JWkFUSU9OIjoidHJ1ZSIsIk1BSU5UQUlOX0VOUk9MTE1FTlRfUFJPR1JBTSI6InRydWUiLCJERUxFVEVfU1RVREVOVF9DQVJFRVJfUFJPR1JBTSI6InRydWUiLCJBUFBST1ZFX1RJTUVTSEVFVFNfRk9SX1BBWVJPTEwiOiJ0cnVlIiwiQVBQUk9WRV9KT0IiOiJ0cnVlIiwiQVBQUk9WRV9XT1JLU0lURSI6InRydWUiLCJQQVlST0xMX0NBTEVOREFSIjoidHJ1ZSIsIk1BSU5UQUlOX0FQUExJQ0FUSU9OX1BBU1NXT1JEUyI6InRydWUiLCJTVUJNSVRfVElNRVNIRUVUU19GT1JfUEFZUk9MTCI6InRydWUiLCJFTlJPTExfQVBQTElDQU5UUyI6InRydWUiLCJSRUNSVUlUX0VOUk9MTEVFUyI6InRydWUiLCJTWVNURU1fQ09ORklHVVJBVElPTl9VU0VSIjoidHJ1ZSIsIk1BSU5UQUlOX1BBWVJPTExfRklMRV9UWVBFUyI6InRydWUiLCJXT1JLRVJfSk9CX0FTU0lHTk1FTlQiOiJ0cnVlIiwiQUREX05FV19VU0VSIjoidHJ1ZSIsIk1BSU5UQUlOX0hPVVJMWV9SQVRFIjoidHJ1ZSIsIlJFTU9WRV9VU0VSIjoidHJ1ZSIsIkVESVRfVVNFUiI6InRydWUiLCJBQ1RJVkFURV9VU0VSIjoidHJ1ZSIsIkRFQUNUSVZBVEVfVVNFUiI6InRydWUiLCJFRElUX1FVQUxJVFlfUkVWSUVXIjoidHJ1ZSIsIkFVVE9NQVRFX0RPQ1VNRU5UU19SRVFVRVNUIjoidHJ1ZSIsIlZFUklGWV9SRUpFQ1RfRE9DVU1FTlQiOiJ0cnVlIiwiaWF0IjoxNzgyMDAwMDAwLCJuYmYiOjE3ODIwMDAwMDAsImV4cCI6NDEwMjM1ODQwMH0.MqVJEXejbORIpsxWXesMPc3xOJdnBRxns1s9gJe5cEE",
         *       "user": {
         *         "id": 1042,
         *         "userName": "jcarter",
         *         "firstName": "Jasmine",
         *         "lastName": "Carter",
         *         "email": "jasmine.carter@example.org",
         *         "userType": "global",
         *         "organizations": [
         *           {
         *             "id": 3,
         *             "name": "Partner4Work"
         *           }
         *         ],
         *         "passwordExpirationDate": "2099-06-30"
         *       },
         *       "tokenExpiration": "2099-12-31T00:00:00Z",
         *       "sessionExpiration": "2099-12-31T00:00:00Z",
         *       "isPasswordUpdateRequired": false,
         *       "redirectionUrl": "/enrollment/maintain-applicants"
         *     }
         */
        LoginResponse: {
            /** @description JWT. Its payload carries userName and one claim per permission of spec section 6; a claim grants access when its value is the text "true". exp is the token expiry (seconds). */
            token: string;
            user: components["schemas"]["CurrentUser"];
            tokenExpiration: components["schemas"]["DateTime"];
            sessionExpiration: components["schemas"]["DateTime"];
            isPasswordUpdateRequired: boolean;
            /**
             * @description App route to open after sign-in.
             * @example /enrollment/maintain-applicants
             */
            redirectionUrl: string;
        };
        /**
         * @description The one error body. `message` is shown when present; otherwise the client joins every value with spaces (spec section 8). Validation failures send one entry per wire field instead of `message`.
         * @example {
         *       "message": "Something went wrong!"
         *     }
         */
        Error: {
            /** @description Human-readable message, shown as is in the error toast. */
            message?: string;
        } & {
            [key: string]: string;
        };
        /**
         * @description The session after an extension.
         * @example {
         *       "tokenExpiration": "2099-12-31T00:00:00Z",
         *       "sessionExpiration": "2099-12-31T00:00:00Z"
         *     }
         */
        SessionExtension: {
            /** @description A fresh token when the server rotated it; absent when the old one stays valid. */
            token?: string;
            tokenExpiration: components["schemas"]["DateTime"];
            sessionExpiration: components["schemas"]["DateTime"];
        };
        /**
         * @example {
         *       "isSessionExpired": false,
         *       "sessionExpiration": "2099-12-31T00:00:00Z"
         *     }
         */
        SessionStatus: {
            isSessionExpired: boolean;
            sessionExpiration: components["schemas"]["DateTime"];
        };
        /**
         * @description Optimistic-concurrency stamp. The server increments it on every update; an update that sends an older value is refused with 409.
         * @example 3
         */
        Version: number;
        /**
         * @description How long a session lasts without activity.
         * @example {
         *       "sessionTimeLimitMinutes": 60,
         *       "version": 4,
         *       "lastUpdateDate": "2026-05-12T09:30:00Z",
         *       "lastUpdateUser": "mthompson"
         *     }
         */
        SessionTimeLimit: {
            /**
             * @description Minutes of inactivity before the session expires. More than 10, because the expiry warning opens 600 seconds before the end.
             * @example 60
             */
            sessionTimeLimitMinutes: number;
            version: components["schemas"]["Version"];
            readonly lastUpdateDate?: components["schemas"]["DateTime"];
            /** @example mthompson */
            readonly lastUpdateUser?: string;
        };
        /**
         * @example {
         *       "sessionTimeLimitMinutes": 90,
         *       "version": 4
         *     }
         */
        SessionTimeLimitSaveRequest: {
            /** @example 90 */
            sessionTimeLimitMinutes: number;
            version: components["schemas"]["Version"];
        };
        /**
         * @description An application of the Pathway suite the user can open.
         * @example {
         *       "id": 1,
         *       "name": "Back Office",
         *       "code": "BACK_OFFICE",
         *       "url": "https://backoffice.pathway.example.org/",
         *       "version": "3.0.5",
         *       "isCurrent": true
         *     }
         */
        Application: {
            id: components["schemas"]["Id"];
            /** @example Back Office */
            name: string;
            /** @example BACK_OFFICE */
            code: string;
            /** @example https://backoffice.pathway.example.org/ */
            url: string;
            /** @example 3.0.5 */
            version?: string;
            /** @description True for the application making the call. */
            isCurrent?: boolean;
        };
        /**
         * @example [
         *       {
         *         "id": 1,
         *         "name": "Back Office",
         *         "code": "BACK_OFFICE",
         *         "url": "https://backoffice.pathway.example.org/",
         *         "version": "3.0.5",
         *         "isCurrent": true
         *       },
         *       {
         *         "id": 2,
         *         "name": "Online Application",
         *         "code": "ONLINE_APP",
         *         "url": "https://apply.pathway.example.org/",
         *         "version": "2.4.0",
         *         "isCurrent": false
         *       }
         *     ]
         */
        ApplicationList: components["schemas"]["Application"][];
        /**
         * @description An unhandled client error.
         * @example {
         *       "message": "TypeError: Cannot read properties of undefined (reading 'id')\n    at ContactsGrid (contacts.tsx:42:17)",
         *       "url": "/#/participants/1042"
         *     }
         */
        ClientErrorReport: {
            /**
             * @description The error message followed by its stack.
             * @example TypeError: Cannot read properties of undefined (reading 'id')
             *         at ContactsGrid (contacts.tsx:42:17)
             */
            message: string;
            /**
             * @description The app route where it happened.
             * @example /#/participants/1042
             */
            url?: string;
        };
        /** @example Jasmine */
        PersonName: string;
        /**
         * @example {
         *       "userName": "dwilliams",
         *       "firstName": "Darnell",
         *       "lastName": "Williams",
         *       "email": "dwilliams@example.org",
         *       "userType": "organization",
         *       "organizationIds": [
         *         3
         *       ],
         *       "roleIds": [
         *         12
         *       ]
         *     }
         */
        UserCreateRequest: {
            userName: components["schemas"]["UserName"];
            firstName: components["schemas"]["PersonName"];
            /** @example Williams */
            lastName: components["schemas"]["PersonName"];
            /**
             * Format: email
             * @example dwilliams@example.org
             */
            email: string;
            userType: components["schemas"]["UserType"];
            organizationIds: components["schemas"]["Id"][];
            contractorId?: components["schemas"]["Id"];
            roleIds: components["schemas"]["Id"][];
        };
        /** @description Who created and last changed a record, and when. Read-only. */
        Audit: {
            readonly createDate?: components["schemas"]["DateTime"];
            /** @example mthompson */
            readonly createUser?: string;
            readonly lastUpdateDate?: components["schemas"]["DateTime"];
            /** @example jcarter */
            readonly lastUpdateUser?: string;
        };
        /**
         * @example {
         *       "id": 12,
         *       "name": "Payroll Clerk"
         *     }
         */
        RoleSummary: {
            id: components["schemas"]["Id"];
            /** @example Payroll Clerk */
            name: string;
        };
        /**
         * @description A user as maintained under Security > Users.
         * @example {
         *       "id": 1187,
         *       "userName": "dwilliams",
         *       "firstName": "Darnell",
         *       "lastName": "Williams",
         *       "email": "dwilliams@example.org",
         *       "userType": "organization",
         *       "organizations": [
         *         {
         *           "id": 3,
         *           "name": "Partner4Work"
         *         }
         *       ],
         *       "roles": [
         *         {
         *           "id": 12,
         *           "name": "Payroll Clerk"
         *         }
         *       ],
         *       "isActive": true,
         *       "passwordExpirationDate": "2026-09-30",
         *       "canEdit": true,
         *       "canRemove": true,
         *       "groupCount": 1,
         *       "version": 2,
         *       "createDate": "2026-03-02T15:20:00Z",
         *       "createUser": "mthompson",
         *       "lastUpdateDate": "2026-05-18T11:45:00Z",
         *       "lastUpdateUser": "mthompson"
         *     }
         */
        User: components["schemas"]["Audit"] & {
            id: components["schemas"]["Id"];
            userName: components["schemas"]["UserName"];
            firstName: components["schemas"]["PersonName"];
            /** @example Williams */
            lastName: components["schemas"]["PersonName"];
            /**
             * Format: email
             * @example dwilliams@example.org
             */
            email: string;
            userType: components["schemas"]["UserType"];
            organizations: components["schemas"]["Organization"][];
            roles?: components["schemas"]["RoleSummary"][];
            isActive: boolean;
            passwordExpirationDate?: components["schemas"]["CalendarDate"];
            /** @description False when the current user may not change this user (You don’t have access to change this user.). */
            readonly canEdit?: boolean;
            /** @description False when the current user may not remove this user (You don’t have access to remove this user.). */
            readonly canRemove?: boolean;
            /** @description Groups the user belongs to; removing such a user needs forceRemove. */
            readonly groupCount?: number;
            version: components["schemas"]["Version"];
        };
        /**
         * Format: password
         * @description 8 to 32 characters with a lowercase letter, an uppercase letter, a digit and a non-alphanumeric character. The server also refuses any 4-character part of the user name and the current password.
         * @example Harbor!Lights27
         */
        Password: string;
        /**
         * @example {
         *       "currentPassword": "Summer#2026",
         *       "newPassword": "Harbor!Lights27"
         *     }
         */
        ChangePasswordRequest: {
            /**
             * Format: password
             * @description Message when empty: Current Password is required
             * @example Summer#2026
             */
            currentPassword: string;
            newPassword: components["schemas"]["Password"];
        };
        /**
         * @description A confirmation the client may show as is.
         * @example {
         *       "message": "Your request has been processed."
         *     }
         */
        MessageResponse: {
            /** @example Your request has been processed. */
            message: string;
        };
        /**
         * @example {
         *       "firstName": "Jasmine",
         *       "lastName": "Carter",
         *       "email": "jasmine.carter@example.org"
         *     }
         */
        ProfileUpdateRequest: {
            firstName: components["schemas"]["PersonName"];
            /** @example Carter */
            lastName: components["schemas"]["PersonName"];
            /**
             * Format: email
             * @example jasmine.carter@example.org
             */
            email: string;
        };
        /**
         * @description Code of a programme contract, e.g. SYEP-2026-014.
         * @example SYEP-2026-014
         */
        ContractCode: string;
        /**
         * @example {
         *       "activationCode": "7f3c9a2e51b84d0c",
         *       "contractCode": "SYEP-2026-014"
         *     }
         */
        UserActivationRequest: {
            /** @example 7f3c9a2e51b84d0c */
            activationCode: string;
            contractCode: components["schemas"]["ContractCode"];
        };
        /**
         * @example {
         *       "userName": "dwilliams",
         *       "message": "Your account is active. An email with your temporary password has been sent."
         *     }
         */
        UserActivationResult: {
            userName: components["schemas"]["UserName"];
            /** @example Your account is active. An email with your temporary password has been sent. */
            message: string;
        };
        /**
         * @example {
         *       "userName": "jcarter",
         *       "contractCode": "SYEP-2026-014"
         *     }
         */
        ForgotPasswordRequest: {
            userName: components["schemas"]["UserName"];
            contractCode: components["schemas"]["ContractCode"];
        };
        /**
         * Format: email
         * @example jasmine.carter@example.org
         */
        Email: string;
        /**
         * @example {
         *       "emailAddress": "jasmine.carter@example.org"
         *     }
         */
        ForgotUsernameRequest: {
            emailAddress: components["schemas"]["Email"];
        };
        /**
         * @example {
         *       "contractCode": "SYEP-2026-014"
         *     }
         */
        ContractCodeValidationRequest: {
            contractCode: components["schemas"]["ContractCode"];
        };
        /**
         * @example {
         *       "contractCode": "SYEP-2026-014",
         *       "isValid": true,
         *       "organizationName": "Partner4Work",
         *       "message": "The contract code is valid."
         *     }
         */
        ContractCodeValidationResult: {
            contractCode: components["schemas"]["ContractCode"];
            isValid: boolean;
            /** @example Partner4Work */
            organizationName?: string;
            /** @example The contract code is valid. */
            message?: string;
        };
        /**
         * @description An administrator resets a user's password; the user receives a temporary one by email.
         * @example {
         *       "userId": 1187
         *     }
         */
        ResetPasswordRequest: {
            userId: components["schemas"]["Id"];
        };
        /**
         * @example eq
         * @enum {string}
         */
        SearchFilterOperator: "eq" | "ne" | "contains" | "startsWith" | "lt" | "lte" | "gt" | "gte" | "between" | "in" | "isNull" | "isNotNull";
        /**
         * @description One filter value; dates are yyyy-mm-dd strings.
         * @example Pending
         */
        SearchScalar: string | number | boolean;
        /**
         * @example {
         *       "field": "status",
         *       "operator": "eq",
         *       "value": "Pending"
         *     }
         */
        SearchFilter: {
            /**
             * @description Wire name of the filtered column; the operation description lists the allowed ones.
             * @example status
             */
            field: string;
            operator: components["schemas"]["SearchFilterOperator"];
            /** @description The value, or the list of values for `in`. Absent for isNull/isNotNull. */
            value?: components["schemas"]["SearchScalar"] | components["schemas"]["SearchScalar"][];
            /** @description Upper bound for `between`. */
            valueTo?: components["schemas"]["SearchScalar"];
        };
        /**
         * @example asc
         * @enum {string}
         */
        SortDirection: "asc" | "desc";
        /**
         * @example {
         *       "field": "lastName",
         *       "direction": "asc"
         *     }
         */
        SortItem: {
            /** @example lastName */
            field: string;
            direction: components["schemas"]["SortDirection"];
        };
        /**
         * @description The one search shape of every grid. page is 1-based; pageSize defaults to 50 and is at most 500.
         * @example {
         *       "quickSearch": "Carter",
         *       "filters": [
         *         {
         *           "field": "organizationId",
         *           "operator": "eq",
         *           "value": 3
         *         }
         *       ],
         *       "sort": [
         *         {
         *           "field": "lastName",
         *           "direction": "asc"
         *         }
         *       ],
         *       "page": 1,
         *       "pageSize": 50
         *     }
         */
        SearchRequest: {
            /**
             * @description Text of the grid's quick search box; a 10-character entry may be read as a date.
             * @example Carter
             */
            quickSearch?: string;
            filters?: components["schemas"]["SearchFilter"][];
            sort?: components["schemas"]["SortItem"][];
            /**
             * @default 1
             * @example 1
             */
            page: number;
            /**
             * @default 50
             * @example 50
             */
            pageSize: number;
        };
        /**
         * @description Number of matching rows before paging.
         * @example 128
         */
        Total: number;
        UserPage: {
            items: components["schemas"]["User"][];
            total: components["schemas"]["Total"];
        };
        /**
         * @description Scope of a configuration item or role.
         * @example ORGANIZATION
         * @enum {string}
         */
        Scope: "GLOBAL" | "ORGANIZATION" | "CONTRACTOR";
        UserRole: {
            id: components["schemas"]["Id"];
            /** @example Payroll Clerk */
            name: string;
            /** @example Submits timesheets for payroll. */
            description?: string;
            scope: components["schemas"]["Scope"];
            isAssigned: boolean;
        };
        /**
         * @description Every role the user may be given, with the assigned ones checked.
         * @example {
         *       "userId": 1187,
         *       "roles": [
         *         {
         *           "id": 12,
         *           "name": "Payroll Clerk",
         *           "description": "Submits timesheets for payroll.",
         *           "scope": "ORGANIZATION",
         *           "isAssigned": true
         *         },
         *         {
         *           "id": 14,
         *           "name": "Enrollment Specialist",
         *           "description": "Reviews and enrolls applicants.",
         *           "scope": "ORGANIZATION",
         *           "isAssigned": false
         *         }
         *       ],
         *       "version": 2
         *     }
         */
        UserRoles: {
            userId: components["schemas"]["Id"];
            roles: components["schemas"]["UserRole"][];
            version: components["schemas"]["Version"];
        };
        /**
         * @description At least one role must be checked.
         * @example {
         *       "roleIds": [
         *         12,
         *         14
         *       ],
         *       "version": 2
         *     }
         */
        UserRolesSaveRequest: {
            roleIds: components["schemas"]["Id"][];
            version: components["schemas"]["Version"];
        };
        /**
         * @description Kind of record that owns contacts; the contact type list depends on it.
         * @example worksites
         * @enum {string}
         */
        ContactSourceName: "worksites" | "contractors" | "organizations" | "schools";
        /**
         * @description US phone number as masked, (xxx) xxx-xxxx; the area code starts with 1-9.
         * @example (412) 555-0134
         */
        Phone: string;
        /** @description The editable fields of a contact (spec section 5 limits). */
        ContactFields: {
            /**
             * @description Lookup id of the contact type (GET /lookups/contact-types).
             * @example 31
             */
            contactTypeLuid?: components["schemas"]["Id"];
            /** @example Ms. */
            salutation?: string;
            /** @example Renee */
            firstName?: string;
            /** @example Morales */
            lastName?: string;
            /** @example J */
            middleInitial?: string;
            mainPhone?: components["schemas"]["Phone"];
            /** @example (412) 555-0188 */
            cellPhone?: components["schemas"]["Phone"];
            /**
             * Format: email
             * @example rmorales@hillcrestcenter.org
             */
            mainEmail?: string;
            criminalBackgroundFlag?: boolean;
            childAbuseBackgroundFlag?: boolean;
            /**
             * @description Lookup id of the FBI clearance (GET /lookups/fbis).
             * @example 2
             */
            fbiUid?: components["schemas"]["Id"];
            disclosureStatement?: boolean;
            /** @example Site supervisor for the summer crew; on site weekdays 8am-4pm. */
            description?: string;
            /** @description Only for the worksites contact type; one of GET /lookups/user-contract-codes. */
            contractCode?: components["schemas"]["ContractCode"];
        };
        /**
         * @description A contact of a worksite, contractor, organization or school.
         * @example {
         *       "contactId": 640,
         *       "contactTypeLuid": 31,
         *       "contactTypeName": "Site Supervisor",
         *       "salutation": "Ms.",
         *       "firstName": "Renee",
         *       "lastName": "Morales",
         *       "middleInitial": "J",
         *       "mainPhone": "(412) 555-0134",
         *       "cellPhone": "(412) 555-0188",
         *       "mainEmail": "rmorales@hillcrestcenter.org",
         *       "criminalBackgroundFlag": true,
         *       "criminalBackgroundName": "Cleared",
         *       "childAbuseBackgroundFlag": true,
         *       "childAbuseBackgroundName": "Cleared",
         *       "fbiUid": 2,
         *       "disclosureStatement": true,
         *       "description": "Site supervisor for the summer crew; on site weekdays 8am-4pm.",
         *       "contractCode": "SYEP-2026-014",
         *       "isTypeEditable": false,
         *       "isDataEditable": true,
         *       "canCopy": true,
         *       "sourceId": 208,
         *       "sourceName": "worksites",
         *       "sourceItemName": "Hillcrest Community Center",
         *       "version": 1,
         *       "createDate": "2026-04-14T13:10:00Z",
         *       "createUser": "mthompson",
         *       "lastUpdateDate": "2026-05-02T10:00:00Z",
         *       "lastUpdateUser": "jcarter"
         *     }
         */
        Contact: components["schemas"]["ContactFields"] & components["schemas"]["Audit"] & {
            contactId: components["schemas"]["Id"];
            /** @example Site Supervisor */
            readonly contactTypeName?: string;
            /** @example Cleared */
            readonly criminalBackgroundName?: string;
            /** @example Cleared */
            readonly childAbuseBackgroundName?: string;
            /** @description The contact type may be changed while editing. */
            readonly isTypeEditable: boolean;
            /** @description Edit and remove are allowed. */
            readonly isDataEditable: boolean;
            readonly canCopy: boolean;
            sourceId?: components["schemas"]["Id"];
            sourceName?: components["schemas"]["ContactSourceName"];
            /**
             * @description Display name of the owning record.
             * @example Hillcrest Community Center
             */
            readonly sourceItemName?: string;
            version: components["schemas"]["Version"];
        };
        ContactList: components["schemas"]["Contact"][];
        /**
         * @example {
         *       "contactTypeLuid": 31,
         *       "salutation": "Ms.",
         *       "firstName": "Renee",
         *       "lastName": "Morales",
         *       "middleInitial": "J",
         *       "mainPhone": "(412) 555-0134",
         *       "cellPhone": "(412) 555-0188",
         *       "mainEmail": "rmorales@hillcrestcenter.org",
         *       "criminalBackgroundFlag": true,
         *       "childAbuseBackgroundFlag": true,
         *       "fbiUid": 2,
         *       "disclosureStatement": true,
         *       "description": "Site supervisor for the summer crew; on site weekdays 8am-4pm.",
         *       "contractCode": "SYEP-2026-014"
         *     }
         */
        ContactCreateRequest: components["schemas"]["ContactFields"] & unknown;
        /**
         * @example {
         *       "contactId": 640,
         *       "contactTypeLuid": 31,
         *       "salutation": "Ms.",
         *       "firstName": "Renee",
         *       "lastName": "Morales-Diaz",
         *       "middleInitial": "J",
         *       "mainPhone": "(412) 555-0134",
         *       "mainEmail": "rmorales@hillcrestcenter.org",
         *       "criminalBackgroundFlag": true,
         *       "childAbuseBackgroundFlag": true,
         *       "fbiUid": 2,
         *       "disclosureStatement": true,
         *       "description": "Site supervisor for the summer crew; on site weekdays 8am-4pm.",
         *       "contractCode": "SYEP-2026-014",
         *       "version": 1
         *     }
         */
        ContactUpdateRequest: components["schemas"]["ContactFields"] & {
            contactId: components["schemas"]["Id"];
            version: components["schemas"]["Version"];
        };
        /**
         * @example {
         *       "contactId": 640
         *     }
         */
        ContactIdRequest: {
            contactId: components["schemas"]["Id"];
        };
        /**
         * @description Kind of record a note belongs to.
         * @example students
         * @enum {string}
         */
        NoteType: "jobs" | "students";
        /**
         * @example {
         *       "id": 5521,
         *       "note": "Called guardian to confirm the first day; transport arranged with the worksite.",
         *       "version": 0,
         *       "createDate": "2026-06-29T14:05:00Z",
         *       "createUser": "jcarter",
         *       "lastUpdateDate": "2026-06-29T14:05:00Z",
         *       "lastUpdateUser": "jcarter"
         *     }
         */
        Note: components["schemas"]["Audit"] & {
            id: components["schemas"]["Id"];
            /** @example Called guardian to confirm the first day; transport arranged with the worksite. */
            note: string;
            version: components["schemas"]["Version"];
        };
        NoteList: components["schemas"]["Note"][];
        /**
         * @description A new note has no id; an edited one sends its id and version.
         * @example {
         *       "note": "Called guardian to confirm the first day; transport arranged with the worksite."
         *     }
         */
        NoteSaveRequest: {
            id?: components["schemas"]["Id"];
            /**
             * @description Required (message: Required).
             * @example Called guardian to confirm the first day; transport arranged with the worksite.
             */
            note: string;
            version?: components["schemas"]["Version"];
        };
        /**
         * @description Kind of record documents are attached to.
         * @example students
         * @enum {string}
         */
        DocumentSourceType: "students" | "applicants" | "worksites" | "jobs" | "contractors" | "contracts" | "organizations";
        /**
         * @example {
         *       "id": 9310,
         *       "fileName": "jasmine-carter-work-permit.pdf",
         *       "documentTypeId": 4,
         *       "documentTypeName": "Work Permit",
         *       "contentType": "application/pdf",
         *       "size": 184320,
         *       "createDate": "2026-06-02T16:20:00Z",
         *       "createUser": "jcarter"
         *     }
         */
        Document: components["schemas"]["Audit"] & {
            id: components["schemas"]["Id"];
            /** @example jasmine-carter-work-permit.pdf */
            fileName: string;
            documentTypeId: components["schemas"]["Id"];
            /** @example Work Permit */
            documentTypeName: string;
            /** @example application/pdf */
            contentType: string;
            /**
             * @description Size in bytes.
             * @example 184320
             */
            size: number;
        };
        DocumentList: components["schemas"]["Document"][];
        /** @description Multipart form; every part named files is one file. */
        DocumentUpload: {
            files: string[];
        };
        /**
         * @description One item of a select list.
         * @example {
         *       "id": 7,
         *       "text": "Summer Youth Employment Program",
         *       "code": "SYEP",
         *       "organizationId": 3
         *     }
         */
        Option: {
            id: components["schemas"]["Id"];
            /** @example Summer Youth Employment Program */
            text: string;
            /** @example SYEP */
            code?: string;
            organizationId?: components["schemas"]["Id"];
        };
        /**
         * @example Sent
         * @enum {string}
         */
        DocumentRequestStatus: "Sent" | "Opened" | "Completed" | "Expired" | "Cancelled";
        /**
         * @description A request sent to an applicant to upload documents (served by the function host).
         * @example {
         *       "id": 77,
         *       "applicantId": 3051,
         *       "emailAddress": "jasmine.carter@example.org",
         *       "documentTypes": [
         *         {
         *           "id": 4,
         *           "text": "Work Permit"
         *         },
         *         {
         *           "id": 9,
         *           "text": "Proof of Residency"
         *         }
         *       ],
         *       "message": "Please upload your work permit and a proof of residency by July 6.",
         *       "status": "Sent",
         *       "sentDate": "2026-06-29T14:05:00Z",
         *       "dueDate": "2026-07-06",
         *       "createDate": "2026-06-29T14:05:00Z",
         *       "createUser": "jcarter"
         *     }
         */
        DocumentRequest: components["schemas"]["Audit"] & {
            id: components["schemas"]["Id"];
            applicantId: components["schemas"]["Id"];
            emailAddress: components["schemas"]["Email"];
            documentTypes: components["schemas"]["Option"][];
            /** @example Please upload your work permit and a proof of residency by July 6. */
            message?: string;
            status: components["schemas"]["DocumentRequestStatus"];
            sentDate: components["schemas"]["DateTime"];
            dueDate?: components["schemas"]["CalendarDate"];
        };
        DocumentRequestList: components["schemas"]["DocumentRequest"][];
        /**
         * @example {
         *       "applicantId": 3051,
         *       "documentTypeIds": [
         *         4,
         *         9
         *       ],
         *       "message": "Please upload your work permit and a proof of residency by July 6.",
         *       "dueDate": "2026-07-06"
         *     }
         */
        DocumentRequestCreateRequest: {
            applicantId: components["schemas"]["Id"];
            documentTypeIds: components["schemas"]["Id"][];
            /** @example Please upload your work permit and a proof of residency by July 6. */
            message?: string;
            dueDate?: components["schemas"]["CalendarDate"];
        };
    };
    responses: {
        /** @description The request could not be read (malformed JSON or a bad parameter). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "The request is malformed."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No bearer token, or the token or session has expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Your session is expired"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The token lacks the claim this call needs. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "You do not have access to some of requested data. Issue of your permissions"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Validation failed; one message per wire field (or a single message). */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "firstName": "Maximum length of First Name is 40",
                 *       "email": "Email is required and format should be jasmine.carter@example.org."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The record was changed since it was read (stale `version`), or the action conflicts with the record's current state. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "This record was changed by another user. Reload it and try again."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The addressed record does not exist (or is not visible to this user). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "The record was not found."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @example 1187 */
        UserId: components["schemas"]["Id"];
        /**
         * @description Remove the user even when it belongs to groups (after the user confirmed).
         * @example false
         */
        ForceRemove: boolean;
        /**
         * @description Kind of record that owns the contacts.
         * @example worksites
         */
        ContactSourceName: components["schemas"]["ContactSourceName"];
        /**
         * @description Id of the record the contacts, notes or documents belong to.
         * @example 208
         */
        SourceId: components["schemas"]["Id"];
        /** @example students */
        NoteType: components["schemas"]["NoteType"];
        /** @example 5521 */
        NoteId: components["schemas"]["Id"];
        /** @example students */
        DocumentSourceType: components["schemas"]["DocumentSourceType"];
        /**
         * @description Lookup id of the document type (GET /lookups/document-types).
         * @example 4
         */
        DocumentTypeId: components["schemas"]["Id"];
        /** @example 9310 */
        DocumentId: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    authLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "jcarter",
                 *       "password": "Summer#2026"
                 *     }
                 */
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDQyIiwidXNlck5hbWUiOiJqY2FydGVyIiwibmFtZSI6Ikphc21pbmUgQ2FydGVyIiwiZW1haWwiOiJqYXNtaW5lLmNhcnRlckBleGFtcGxlLm9yZyIsInVzZXJUeXBlIjoiZ2xvYmFsIiwiTE9HSU4iOiJ0cnVlIiwiQ09OVFJBQ1RPUiI6InRydWUiLCJWSUVXX0NPTlRSQUNUT1IiOiJ0cnVlIiwiTUFJTlRBSU5fQ09OVFJBQ1RPUiI6InRydWUiLCJERUxFVEVfTE9PS1VQX09QVElPTiI6InRydWUiLCJNQUlOVEFJTl9EQVRBX0RJQ1RJT05BUlkiOiJ0cnVlIiwiTUFJTlRBSU5fR1JPVVBTIjoidHJ1ZSIsIk1BSU5UQUlOX0xPT0tVUF9PUFRJT05TIjoidHJ1ZSIsIk1BSU5UQUlOX1JFU09VUkNFUyI6InRydWUiLCJNQUlOVEFJTl9TRVNTSU9OX1RJTUVfTElNSVQiOiJ0cnVlIiwiTUFJTlRBSU5fVVNFUlMiOiJ0cnVlIiwiUEFZUk9MTCI6InRydWUiLCJQQVlST0xMX1BST0NFU1NJTkciOiJ0cnVlIiwiUkVQT1JUUyI6InRydWUiLCJSRVNFVF9VU0VSX1BBU1NXT1JEUyI6InRydWUiLCJTRUNVUklUWSI6InRydWUiLCJWSUVXX1NUVURFTlQiOiJ0cnVlIiwiTUFJTlRBSU5fU1RVREVOVFMiOiJ0cnVlIiwiUkVQT1JUX0RFRklOSVRJT05TIjoidHJ1ZSIsIkRBVEFfRElDVElPTkFSWSI6InRydWUiLCJMT09LVVBfT1BUSU9OUyI6InRydWUiLCJQUk9HUkFNUyI6InRydWUiLCJTQ0hPT0xTIjoidHJ1ZSIsIkNPTlRSQUNUIjoidHJ1ZSIsIkFERF9KT0IiOiJ0cnVlIiwiRURJVF9XT1JLU0lURSI6InRydWUiLCJBRERfV09SS1NJVEUiOiJ0cnVlIiwiREVMRVRFX1dPUktTSVRFIjoidHJ1ZSIsIk1BSU5UQUlOX1dPUktTSVRFX0NPTlRBQ1RTIjoidHJ1ZSIsIlBBWVJPTEwgUkVQT1JUUyI6InRydWUiLCJBRE1JTiBSRVBPUlRTIjoidHJ1ZSIsIkFERF9TVFVERU5UIjoidHJ1ZSIsIkRFTEVURV9TVFVERU5UIjoidHJ1ZSIsIk1BSU5UQUlOX1BBWVJPTExfUEVSSU9EIjoidHJ1ZSIsIk1BSU5UQUlOX1NUVURFTlQiOiJ0cnVlIiwiVU5BU1NJR05fU1RVREVOVCI6InRydWUiLCJWT0lEX1NUVURFTlRfVElNRVNIRUVUIjoidHJ1ZSIsIk1BTlVBTF9DSEVDSyI6InRydWUiLCJDT05UUkFDVE9SIFJFUE9SVFMiOiJ0cnVlIiwiQlVTSU5FU1NfVklFV19NQUlOVEVOQU5DRSI6InRydWUiLCJNQUlOVEFJTl9UQVhDT0RFUyI6InRydWUiLCJWX1NUVURFTlRfV09SS1NJVEVTIjoidHJ1ZSIsIkZTVl9GSUxFUyI6InRydWUiLCJBU1NJR05fU1RVREVOVCI6InRydWUiLCJNR1RfUkVQT1JUUyI6InRydWUiLCJNQUlOVEFJTl9IRUxQIjoidHJ1ZSIsIk1BSU5UQUlOX0VNQUlMX1RFTVBMQVRFUyI6InRydWUiLCJNQUlOVEFJTl9ET0NVTUVOVFMiOiJ0cnVlIiwiTUFJTlRBSU5fTE9DQVRJT05TIjoidHJ1ZSIsIlNDSEVEVUxFX0lOVEVSVklFV1MiOiJ0cnVlIiwiUFJPVklERVJfU0NSRUVOSU5HIjoidHJ1ZSIsIlFVQUxJVFlfUkVWSUVXIjoidHJ1ZSIsIk1BSU5UQUlOX0VOUk9MTEVFUyI6InRydWUiLCJNQUlOVEFJTl9JTkNPTUVfUkFOR0VTIjoidHJ1ZSIsIlVQREFURV9JTlRFUlZJRVciOiJ0cnVlIiwiU0NIRURVTEVfU0NSRUVOSU5HIjoidHJ1ZSIsIlZfUElUVFNCVVJHSF9ZT1VUSF9QTEFDRU1FTlRTIjoidHJ1ZSIsIkRFTEVURV9FTlJPTExNRU5UX0FQUExJQ0FUSU9OIjoidHJ1ZSIsIkRFTEVURV9TVFVERU5UX0NPTlRSQUNUIjoidHJ1ZSIsIkRFTEVURV9TVFVERU5UX0pPQiI6InRydWUiLCJERUxFVEVfU1RVREVOVF9FTElHSUJJTElUWSI6InRydWUiLCJERUxFVEVfU1RVREVOVF9SRUZFUlJBTCI6InRydWUiLCJERUxFVEVfU1RVREVOVF9QUk9HUkFNX1BBUlRJQ0lQQVRJT04iOiJ0cnVlIiwiREVMRVRFX1NUVURFTlRfRURVQ0FUSU9OIjoidHJ1ZSIsIkRFTEVURV9TVFVERU5UX0JBUlJJRVIiOiJ0cnVlIiwiREVMRVRFX1NUVURFTlRfRk9MTE9XVVAiOiJ0cnVlIiwiREVMRVRFX1NUVURFTlRfR1VBUkRJQU4iOiJ0cnVlIiwiREVMRVRFX1NUVURFTlRfSU5URVJFU1QiOiJ0cnVlIiwiTUFJTlRBSU5fT1JHQU5JWkFUSU9OIjoidHJ1ZSIsIk1BSU5UQUlOX0VOUk9MTE1FTlRfUFJPR1JBTSI6InRydWUiLCJERUxFVEVfU1RVREVOVF9DQVJFRVJfUFJPR1JBTSI6InRydWUiLCJBUFBST1ZFX1RJTUVTSEVFVFNfRk9SX1BBWVJPTEwiOiJ0cnVlIiwiQVBQUk9WRV9KT0IiOiJ0cnVlIiwiQVBQUk9WRV9XT1JLU0lURSI6InRydWUiLCJQQVlST0xMX0NBTEVOREFSIjoidHJ1ZSIsIk1BSU5UQUlOX0FQUExJQ0FUSU9OX1BBU1NXT1JEUyI6InRydWUiLCJTVUJNSVRfVElNRVNIRUVUU19GT1JfUEFZUk9MTCI6InRydWUiLCJFTlJPTExfQVBQTElDQU5UUyI6InRydWUiLCJSRUNSVUlUX0VOUk9MTEVFUyI6InRydWUiLCJTWVNURU1fQ09ORklHVVJBVElPTl9VU0VSIjoidHJ1ZSIsIk1BSU5UQUlOX1BBWVJPTExfRklMRV9UWVBFUyI6InRydWUiLCJXT1JLRVJfSk9CX0FTU0lHTk1FTlQiOiJ0cnVlIiwiQUREX05FV19VU0VSIjoidHJ1ZSIsIk1BSU5UQUlOX0hPVVJMWV9SQVRFIjoidHJ1ZSIsIlJFTU9WRV9VU0VSIjoidHJ1ZSIsIkVESVRfVVNFUiI6InRydWUiLCJBQ1RJVkFURV9VU0VSIjoidHJ1ZSIsIkRFQUNUSVZBVEVfVVNFUiI6InRydWUiLCJFRElUX1FVQUxJVFlfUkVWSUVXIjoidHJ1ZSIsIkFVVE9NQVRFX0RPQ1VNRU5UU19SRVFVRVNUIjoidHJ1ZSIsIlZFUklGWV9SRUpFQ1RfRE9DVU1FTlQiOiJ0cnVlIiwiaWF0IjoxNzgyMDAwMDAwLCJuYmYiOjE3ODIwMDAwMDAsImV4cCI6NDEwMjM1ODQwMH0.MqVJEXejbORIpsxWXesMPc3xOJdnBRxns1s9gJe5cEE",
                     *       "user": {
                     *         "id": 1042,
                     *         "userName": "jcarter",
                     *         "firstName": "Jasmine",
                     *         "lastName": "Carter",
                     *         "email": "jasmine.carter@example.org",
                     *         "userType": "global",
                     *         "organizations": [
                     *           {
                     *             "id": 3,
                     *             "name": "Partner4Work"
                     *           }
                     *         ],
                     *         "passwordExpirationDate": "2099-06-30"
                     *       },
                     *       "tokenExpiration": "2099-12-31T00:00:00Z",
                     *       "sessionExpiration": "2099-12-31T00:00:00Z",
                     *       "isPasswordUpdateRequired": false,
                     *       "redirectionUrl": "/enrollment/maintain-applicants"
                     *     }
                     */
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    authRefreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The extended session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tokenExpiration": "2099-12-31T00:00:00Z",
                     *       "sessionExpiration": "2099-12-31T00:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SessionExtension"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    authCheckSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the session has expired, and when it expires. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isSessionExpired": false,
                     *       "sessionExpiration": "2099-12-31T00:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SessionStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    systemGetSessionTimeLimit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session time limit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sessionTimeLimitMinutes": 60,
                     *       "version": 4,
                     *       "lastUpdateDate": "2026-05-12T09:30:00Z",
                     *       "lastUpdateUser": "mthompson"
                     *     }
                     */
                    "application/json": components["schemas"]["SessionTimeLimit"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    systemSaveSessionTimeLimit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sessionTimeLimitMinutes": 90,
                 *       "version": 4
                 *     }
                 */
                "application/json": components["schemas"]["SessionTimeLimitSaveRequest"];
            };
        };
        responses: {
            /** @description The saved session time limit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sessionTimeLimitMinutes": 90,
                     *       "version": 5,
                     *       "lastUpdateDate": "2026-06-29T14:05:00Z",
                     *       "lastUpdateUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["SessionTimeLimit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    systemListApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "name": "Back Office",
                     *         "code": "BACK_OFFICE",
                     *         "url": "https://backoffice.pathway.example.org/",
                     *         "version": "3.0.5",
                     *         "isCurrent": true
                     *       },
                     *       {
                     *         "id": 2,
                     *         "name": "Online Application",
                     *         "code": "ONLINE_APP",
                     *         "url": "https://apply.pathway.example.org/",
                     *         "version": "2.4.0",
                     *         "isCurrent": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApplicationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    systemLogError: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "message": "TypeError: Cannot read properties of undefined (reading 'id')\n    at ContactsGrid (contacts.tsx:42:17)",
                 *       "url": "/#/participants/1042"
                 *     }
                 */
                "application/json": components["schemas"]["ClientErrorReport"];
            };
        };
        responses: {
            /** @description Logged. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    usersCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userName": "dwilliams",
                 *       "firstName": "Darnell",
                 *       "lastName": "Williams",
                 *       "email": "dwilliams@example.org",
                 *       "userType": "organization",
                 *       "organizationIds": [
                 *         3
                 *       ],
                 *       "roleIds": [
                 *         12
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UserCreateRequest"];
            };
        };
        responses: {
            /** @description The created user. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1187,
                     *       "userName": "dwilliams",
                     *       "firstName": "Darnell",
                     *       "lastName": "Williams",
                     *       "email": "dwilliams@example.org",
                     *       "userType": "organization",
                     *       "organizations": [
                     *         {
                     *           "id": 3,
                     *           "name": "Partner4Work"
                     *         }
                     *       ],
                     *       "roles": [
                     *         {
                     *           "id": 12,
                     *           "name": "Payroll Clerk"
                     *         }
                     *       ],
                     *       "isActive": false,
                     *       "canEdit": true,
                     *       "canRemove": true,
                     *       "groupCount": 0,
                     *       "version": 0,
                     *       "createDate": "2026-06-29T14:05:00Z",
                     *       "createUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    usersChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "Summer#2026",
                 *       "newPassword": "Harbor!Lights27"
                 *     }
                 */
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your password has been changed."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    usersUpdateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Jasmine",
                 *       "lastName": "Carter",
                 *       "email": "jasmine.carter@example.org"
                 *     }
                 */
                "application/json": components["schemas"]["ProfileUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated current user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1042,
                     *       "userName": "jcarter",
                     *       "firstName": "Jasmine",
                     *       "lastName": "Carter",
                     *       "email": "jasmine.carter@example.org",
                     *       "userType": "global",
                     *       "organizations": [
                     *         {
                     *           "id": 3,
                     *           "name": "Partner4Work"
                     *         }
                     *       ],
                     *       "passwordExpirationDate": "2099-06-30"
                     *     }
                     */
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    usersValidateActivation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "activationCode": "7f3c9a2e51b84d0c",
                 *       "contractCode": "SYEP-2026-014"
                 *     }
                 */
                "application/json": components["schemas"]["UserActivationRequest"];
            };
        };
        responses: {
            /** @description Activated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userName": "dwilliams",
                     *       "message": "Your account is active. An email with your temporary password has been sent."
                     *     }
                     */
                    "application/json": components["schemas"]["UserActivationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    usersValidateForgetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userName": "jcarter",
                 *       "contractCode": "SYEP-2026-014"
                 *     }
                 */
                "application/json": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            /** @description The reset email was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "An email with instructions to reset your password has been sent."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    usersValidateForgetUsername: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "emailAddress": "jasmine.carter@example.org"
                 *     }
                 */
                "application/json": components["schemas"]["ForgotUsernameRequest"];
            };
        };
        responses: {
            /** @description The user name was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your user name has been sent to jasmine.carter@example.org."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    usersValidateContractCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contractCode": "SYEP-2026-014"
                 *     }
                 */
                "application/json": components["schemas"]["ContractCodeValidationRequest"];
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contractCode": "SYEP-2026-014",
                     *       "isValid": true,
                     *       "organizationName": "Partner4Work",
                     *       "message": "The contract code is valid."
                     *     }
                     */
                    "application/json": components["schemas"]["ContractCodeValidationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    usersResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": 1187
                 *     }
                 */
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description Reset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A temporary password has been sent to dwilliams@example.org."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    usersSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quickSearch": "Williams",
                 *       "filters": [
                 *         {
                 *           "field": "isActive",
                 *           "operator": "eq",
                 *           "value": true
                 *         }
                 *       ],
                 *       "sort": [
                 *         {
                 *           "field": "lastName",
                 *           "direction": "asc"
                 *         }
                 *       ],
                 *       "page": 1,
                 *       "pageSize": 50
                 *     }
                 */
                "application/json": components["schemas"]["SearchRequest"];
            };
        };
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 1187,
                     *           "userName": "dwilliams",
                     *           "firstName": "Darnell",
                     *           "lastName": "Williams",
                     *           "email": "dwilliams@example.org",
                     *           "userType": "organization",
                     *           "organizations": [
                     *             {
                     *               "id": 3,
                     *               "name": "Partner4Work"
                     *             }
                     *           ],
                     *           "roles": [
                     *             {
                     *               "id": 12,
                     *               "name": "Payroll Clerk"
                     *             }
                     *           ],
                     *           "isActive": true,
                     *           "passwordExpirationDate": "2026-09-30",
                     *           "canEdit": true,
                     *           "canRemove": true,
                     *           "groupCount": 1,
                     *           "version": 2,
                     *           "createDate": "2026-03-02T15:20:00Z",
                     *           "createUser": "mthompson",
                     *           "lastUpdateDate": "2026-05-18T11:45:00Z",
                     *           "lastUpdateUser": "mthompson"
                     *         }
                     *       ],
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    usersDelete: {
        parameters: {
            query?: {
                /**
                 * @description Remove the user even when it belongs to groups (after the user confirmed).
                 * @example false
                 */
                forceRemove?: components["parameters"]["ForceRemove"];
            };
            header?: never;
            path: {
                /** @example 1187 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    usersActivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1187 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Activated. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    usersDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1187 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deactivated. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    usersRolesGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1187 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The role selection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userId": 1187,
                     *       "roles": [
                     *         {
                     *           "id": 12,
                     *           "name": "Payroll Clerk",
                     *           "description": "Submits timesheets for payroll.",
                     *           "scope": "ORGANIZATION",
                     *           "isAssigned": true
                     *         },
                     *         {
                     *           "id": 14,
                     *           "name": "Enrollment Specialist",
                     *           "description": "Reviews and enrolls applicants.",
                     *           "scope": "ORGANIZATION",
                     *           "isAssigned": false
                     *         }
                     *       ],
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["UserRoles"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    usersRolesSave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1187 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "roleIds": [
                 *         12,
                 *         14
                 *       ],
                 *       "version": 2
                 *     }
                 */
                "application/json": components["schemas"]["UserRolesSaveRequest"];
            };
        };
        responses: {
            /** @description The saved role selection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userId": 1187,
                     *       "roles": [
                     *         {
                     *           "id": 12,
                     *           "name": "Payroll Clerk",
                     *           "description": "Submits timesheets for payroll.",
                     *           "scope": "ORGANIZATION",
                     *           "isAssigned": true
                     *         },
                     *         {
                     *           "id": 14,
                     *           "name": "Enrollment Specialist",
                     *           "description": "Reviews and enrolls applicants.",
                     *           "scope": "ORGANIZATION",
                     *           "isAssigned": true
                     *         }
                     *       ],
                     *       "version": 3
                     *     }
                     */
                    "application/json": components["schemas"]["UserRoles"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    contactsList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Kind of record that owns the contacts.
                 * @example worksites
                 */
                sourceName: components["parameters"]["ContactSourceName"];
                /**
                 * @description Id of the record the contacts, notes or documents belong to.
                 * @example 208
                 */
                sourceId: components["parameters"]["SourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contacts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "contactId": 640,
                     *         "contactTypeLuid": 31,
                     *         "contactTypeName": "Site Supervisor",
                     *         "salutation": "Ms.",
                     *         "firstName": "Renee",
                     *         "lastName": "Morales",
                     *         "middleInitial": "J",
                     *         "mainPhone": "(412) 555-0134",
                     *         "cellPhone": "(412) 555-0188",
                     *         "mainEmail": "rmorales@hillcrestcenter.org",
                     *         "criminalBackgroundFlag": true,
                     *         "criminalBackgroundName": "Cleared",
                     *         "childAbuseBackgroundFlag": true,
                     *         "childAbuseBackgroundName": "Cleared",
                     *         "fbiUid": 2,
                     *         "disclosureStatement": true,
                     *         "description": "Site supervisor for the summer crew; on site weekdays 8am-4pm.",
                     *         "contractCode": "SYEP-2026-014",
                     *         "isTypeEditable": false,
                     *         "isDataEditable": true,
                     *         "canCopy": true,
                     *         "sourceId": 208,
                     *         "sourceName": "worksites",
                     *         "sourceItemName": "Hillcrest Community Center",
                     *         "version": 1,
                     *         "createDate": "2026-04-14T13:10:00Z",
                     *         "createUser": "mthompson",
                     *         "lastUpdateDate": "2026-05-02T10:00:00Z",
                     *         "lastUpdateUser": "jcarter"
                     *       },
                     *       {
                     *         "contactId": 641,
                     *         "contactTypeLuid": 32,
                     *         "contactTypeName": "Billing Contact",
                     *         "firstName": "Kevin",
                     *         "lastName": "Osei",
                     *         "mainPhone": "(412) 555-0177",
                     *         "mainEmail": "kosei@hillcrestcenter.org",
                     *         "criminalBackgroundFlag": false,
                     *         "childAbuseBackgroundFlag": false,
                     *         "disclosureStatement": false,
                     *         "isTypeEditable": true,
                     *         "isDataEditable": true,
                     *         "canCopy": true,
                     *         "sourceId": 208,
                     *         "sourceName": "worksites",
                     *         "sourceItemName": "Hillcrest Community Center",
                     *         "version": 0,
                     *         "createDate": "2026-04-14T13:12:00Z",
                     *         "createUser": "mthompson"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ContactList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    contactsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Kind of record that owns the contacts.
                 * @example worksites
                 */
                sourceName: components["parameters"]["ContactSourceName"];
                /**
                 * @description Id of the record the contacts, notes or documents belong to.
                 * @example 208
                 */
                sourceId: components["parameters"]["SourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contactTypeLuid": 31,
                 *       "salutation": "Ms.",
                 *       "firstName": "Renee",
                 *       "lastName": "Morales",
                 *       "middleInitial": "J",
                 *       "mainPhone": "(412) 555-0134",
                 *       "cellPhone": "(412) 555-0188",
                 *       "mainEmail": "rmorales@hillcrestcenter.org",
                 *       "criminalBackgroundFlag": true,
                 *       "childAbuseBackgroundFlag": true,
                 *       "fbiUid": 2,
                 *       "disclosureStatement": true,
                 *       "description": "Site supervisor for the summer crew; on site weekdays 8am-4pm.",
                 *       "contractCode": "SYEP-2026-014"
                 *     }
                 */
                "application/json": components["schemas"]["ContactCreateRequest"];
            };
        };
        responses: {
            /** @description The added contact. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contactId": 640,
                     *       "contactTypeLuid": 31,
                     *       "contactTypeName": "Site Supervisor",
                     *       "salutation": "Ms.",
                     *       "firstName": "Renee",
                     *       "lastName": "Morales",
                     *       "middleInitial": "J",
                     *       "mainPhone": "(412) 555-0134",
                     *       "cellPhone": "(412) 555-0188",
                     *       "mainEmail": "rmorales@hillcrestcenter.org",
                     *       "criminalBackgroundFlag": true,
                     *       "criminalBackgroundName": "Cleared",
                     *       "childAbuseBackgroundFlag": true,
                     *       "childAbuseBackgroundName": "Cleared",
                     *       "fbiUid": 2,
                     *       "disclosureStatement": true,
                     *       "description": "Site supervisor for the summer crew; on site weekdays 8am-4pm.",
                     *       "contractCode": "SYEP-2026-014",
                     *       "isTypeEditable": false,
                     *       "isDataEditable": true,
                     *       "canCopy": true,
                     *       "sourceId": 208,
                     *       "sourceName": "worksites",
                     *       "sourceItemName": "Hillcrest Community Center",
                     *       "version": 0,
                     *       "createDate": "2026-06-29T14:05:00Z",
                     *       "createUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    contactsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Kind of record that owns the contacts.
                 * @example worksites
                 */
                sourceName: components["parameters"]["ContactSourceName"];
                /**
                 * @description Id of the record the contacts, notes or documents belong to.
                 * @example 208
                 */
                sourceId: components["parameters"]["SourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contactId": 640,
                 *       "contactTypeLuid": 31,
                 *       "salutation": "Ms.",
                 *       "firstName": "Renee",
                 *       "lastName": "Morales-Diaz",
                 *       "middleInitial": "J",
                 *       "mainPhone": "(412) 555-0134",
                 *       "mainEmail": "rmorales@hillcrestcenter.org",
                 *       "criminalBackgroundFlag": true,
                 *       "childAbuseBackgroundFlag": true,
                 *       "fbiUid": 2,
                 *       "disclosureStatement": true,
                 *       "description": "Site supervisor for the summer crew; on site weekdays 8am-4pm.",
                 *       "contractCode": "SYEP-2026-014",
                 *       "version": 1
                 *     }
                 */
                "application/json": components["schemas"]["ContactUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated contact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contactId": 640,
                     *       "contactTypeLuid": 31,
                     *       "contactTypeName": "Site Supervisor",
                     *       "salutation": "Ms.",
                     *       "firstName": "Renee",
                     *       "lastName": "Morales-Diaz",
                     *       "middleInitial": "J",
                     *       "mainPhone": "(412) 555-0134",
                     *       "mainEmail": "rmorales@hillcrestcenter.org",
                     *       "criminalBackgroundFlag": true,
                     *       "criminalBackgroundName": "Cleared",
                     *       "childAbuseBackgroundFlag": true,
                     *       "childAbuseBackgroundName": "Cleared",
                     *       "fbiUid": 2,
                     *       "disclosureStatement": true,
                     *       "description": "Site supervisor for the summer crew; on site weekdays 8am-4pm.",
                     *       "contractCode": "SYEP-2026-014",
                     *       "isTypeEditable": false,
                     *       "isDataEditable": true,
                     *       "canCopy": true,
                     *       "sourceId": 208,
                     *       "sourceName": "worksites",
                     *       "sourceItemName": "Hillcrest Community Center",
                     *       "version": 2,
                     *       "createDate": "2026-04-14T13:10:00Z",
                     *       "createUser": "mthompson",
                     *       "lastUpdateDate": "2026-06-29T14:05:00Z",
                     *       "lastUpdateUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    contactsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contactId": 640
                 *     }
                 */
                "application/json": components["schemas"]["ContactIdRequest"];
            };
        };
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    contactsCopy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contactId": 640
                 *     }
                 */
                "application/json": components["schemas"]["ContactIdRequest"];
            };
        };
        responses: {
            /** @description The copy. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contactId": 655,
                     *       "contactTypeLuid": 31,
                     *       "contactTypeName": "Site Supervisor",
                     *       "salutation": "Ms.",
                     *       "firstName": "Renee",
                     *       "lastName": "Morales",
                     *       "middleInitial": "J",
                     *       "mainPhone": "(412) 555-0134",
                     *       "mainEmail": "rmorales@hillcrestcenter.org",
                     *       "criminalBackgroundFlag": true,
                     *       "criminalBackgroundName": "Cleared",
                     *       "childAbuseBackgroundFlag": true,
                     *       "childAbuseBackgroundName": "Cleared",
                     *       "fbiUid": 2,
                     *       "disclosureStatement": true,
                     *       "contractCode": "SYEP-2026-014",
                     *       "isTypeEditable": true,
                     *       "isDataEditable": true,
                     *       "canCopy": true,
                     *       "sourceId": 208,
                     *       "sourceName": "worksites",
                     *       "sourceItemName": "Hillcrest Community Center",
                     *       "version": 0,
                     *       "createDate": "2026-06-29T14:05:00Z",
                     *       "createUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    notesList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example students */
                type: components["parameters"]["NoteType"];
                /**
                 * @description Id of the record the contacts, notes or documents belong to.
                 * @example 208
                 */
                sourceId: components["parameters"]["SourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 5521,
                     *         "note": "Called guardian to confirm the first day; transport arranged with the worksite.",
                     *         "version": 0,
                     *         "createDate": "2026-06-29T14:05:00Z",
                     *         "createUser": "jcarter",
                     *         "lastUpdateDate": "2026-06-29T14:05:00Z",
                     *         "lastUpdateUser": "jcarter"
                     *       },
                     *       {
                     *         "id": 5498,
                     *         "note": "Work permit received and verified.",
                     *         "version": 1,
                     *         "createDate": "2026-06-20T09:12:00Z",
                     *         "createUser": "mthompson",
                     *         "lastUpdateDate": "2026-06-21T08:30:00Z",
                     *         "lastUpdateUser": "mthompson"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["NoteList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    notesSave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example students */
                type: components["parameters"]["NoteType"];
                /**
                 * @description Id of the record the contacts, notes or documents belong to.
                 * @example 208
                 */
                sourceId: components["parameters"]["SourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "Called guardian to confirm the first day; transport arranged with the worksite."
                 *     }
                 */
                "application/json": components["schemas"]["NoteSaveRequest"];
            };
        };
        responses: {
            /** @description The saved note. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 5521,
                     *       "note": "Called guardian to confirm the first day; transport arranged with the worksite.",
                     *       "version": 0,
                     *       "createDate": "2026-06-29T14:05:00Z",
                     *       "createUser": "jcarter",
                     *       "lastUpdateDate": "2026-06-29T14:05:00Z",
                     *       "lastUpdateUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["Note"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    notesDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 5521 */
                noteId: components["parameters"]["NoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    documentsList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example students */
                type: components["parameters"]["DocumentSourceType"];
                /**
                 * @description Id of the record the contacts, notes or documents belong to.
                 * @example 208
                 */
                sourceId: components["parameters"]["SourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 9310,
                     *         "fileName": "jasmine-carter-work-permit.pdf",
                     *         "documentTypeId": 4,
                     *         "documentTypeName": "Work Permit",
                     *         "contentType": "application/pdf",
                     *         "size": 184320,
                     *         "createDate": "2026-06-02T16:20:00Z",
                     *         "createUser": "jcarter"
                     *       },
                     *       {
                     *         "id": 9311,
                     *         "fileName": "jasmine-carter-w4.pdf",
                     *         "documentTypeId": 6,
                     *         "documentTypeName": "W-4",
                     *         "contentType": "application/pdf",
                     *         "size": 96512,
                     *         "createDate": "2026-06-02T16:22:00Z",
                     *         "createUser": "jcarter"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["DocumentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    documentsUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example students */
                type: components["parameters"]["DocumentSourceType"];
                /**
                 * @description Id of the record the contacts, notes or documents belong to.
                 * @example 208
                 */
                sourceId: components["parameters"]["SourceId"];
                /**
                 * @description Lookup id of the document type (GET /lookups/document-types).
                 * @example 4
                 */
                documentTypeId: components["parameters"]["DocumentTypeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocumentUpload"];
            };
        };
        responses: {
            /** @description The stored documents. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 9310,
                     *         "fileName": "jasmine-carter-work-permit.pdf",
                     *         "documentTypeId": 4,
                     *         "documentTypeName": "Work Permit",
                     *         "contentType": "application/pdf",
                     *         "size": 184320,
                     *         "createDate": "2026-06-29T14:05:00Z",
                     *         "createUser": "jcarter"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["DocumentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    documentsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 9310 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    documentsDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 9310 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    /** @description attachment; filename="<fileName>" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    documentRequestsList: {
        parameters: {
            query: {
                /**
                 * @description The applicant whose requests are listed.
                 * @example 3051
                 */
                applicantId: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 77,
                     *         "applicantId": 3051,
                     *         "emailAddress": "jasmine.carter@example.org",
                     *         "documentTypes": [
                     *           {
                     *             "id": 4,
                     *             "text": "Work Permit"
                     *           }
                     *         ],
                     *         "status": "Opened",
                     *         "sentDate": "2026-06-29T14:05:00Z",
                     *         "dueDate": "2026-07-06",
                     *         "createDate": "2026-06-29T14:05:00Z",
                     *         "createUser": "jcarter"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["DocumentRequestList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    documentRequestsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "applicantId": 3051,
                 *       "documentTypeIds": [
                 *         4,
                 *         9
                 *       ],
                 *       "message": "Please upload your work permit and a proof of residency by July 6.",
                 *       "dueDate": "2026-07-06"
                 *     }
                 */
                "application/json": components["schemas"]["DocumentRequestCreateRequest"];
            };
        };
        responses: {
            /** @description The request that was sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 77,
                     *       "applicantId": 3051,
                     *       "emailAddress": "jasmine.carter@example.org",
                     *       "documentTypes": [
                     *         {
                     *           "id": 4,
                     *           "text": "Work Permit"
                     *         },
                     *         {
                     *           "id": 9,
                     *           "text": "Proof of Residency"
                     *         }
                     *       ],
                     *       "message": "Please upload your work permit and a proof of residency by July 6.",
                     *       "status": "Sent",
                     *       "sentDate": "2026-06-29T14:05:00Z",
                     *       "dueDate": "2026-07-06",
                     *       "createDate": "2026-06-29T14:05:00Z",
                     *       "createUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    documentRequestsResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 77 */
                documentRequestId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request as re-sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 77,
                     *       "applicantId": 3051,
                     *       "emailAddress": "jasmine.carter@example.org",
                     *       "documentTypes": [
                     *         {
                     *           "id": 4,
                     *           "text": "Work Permit"
                     *         }
                     *       ],
                     *       "status": "Sent",
                     *       "sentDate": "2026-06-30T09:00:00Z",
                     *       "dueDate": "2026-07-06",
                     *       "createDate": "2026-06-29T14:05:00Z",
                     *       "createUser": "jcarter",
                     *       "lastUpdateDate": "2026-06-30T09:00:00Z",
                     *       "lastUpdateUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentRequest"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
}
