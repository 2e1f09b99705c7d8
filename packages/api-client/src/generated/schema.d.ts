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
        /**
         * Read a user
         * @description One user with organizations and roles.
         */
        get: operations["usersGet"];
        /**
         * Update a user
         * @description Changes a user (EDIT_USER). 403 carries "You don’t have access to change this user."; 409 on a stale version.
         */
        put: operations["usersUpdate"];
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
    "/lookups/buckley-amendments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List buckley amendment consents
         * @description The buckley amendment consents select list (GET /lookups/buckley-amendments).
         */
        get: operations["lookupsListBuckleyAmendments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/clearance-companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clearance companies
         * @description The clearance companies select list (GET /lookups/clearance-companies).
         */
        get: operations["lookupsListClearanceCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/contact-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contact types
         * @description The contact types select list (GET /lookups/contact-types).
         */
        get: operations["lookupsListContactTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/contract-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contract types
         * @description The contract types select list (GET /lookups/contract-types).
         */
        get: operations["lookupsListContractTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/counties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List counties
         * @description The counties select list (GET /lookups/counties).
         */
        get: operations["lookupsListCounties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/default-time-zone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the default time zone
         * @description The time zone dates and times are shown in.
         */
        get: operations["lookupsGetDefaultTimeZone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/document-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List document types
         * @description The document types select list (GET /lookups/document-types).
         */
        get: operations["lookupsListDocumentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/email-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List email templates
         * @description The email templates select list (GET /lookups/email-templates).
         */
        get: operations["lookupsListEmailTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/enrollment-stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List enrollment stages
         * @description The enrollment stages select list (GET /lookups/enrollment-stages).
         */
        get: operations["lookupsListEnrollmentStages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/enrollment-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List enrollment statuses
         * @description The enrollment statuses select list (GET /lookups/enrollment-statuses).
         */
        get: operations["lookupsListEnrollmentStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/ethnic-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ethnic groups
         * @description The ethnic groups select list (GET /lookups/ethnic-groups).
         */
        get: operations["lookupsListEthnicGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/fbis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List fbi clearance results
         * @description The fbi clearance results select list (GET /lookups/fbis).
         */
        get: operations["lookupsListFbis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/funding-sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List funding sources
         * @description The funding sources select list (GET /lookups/funding-sources).
         */
        get: operations["lookupsListFundingSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/genders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List genders
         * @description The genders select list (GET /lookups/genders).
         */
        get: operations["lookupsListGenders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/grade-levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List grade levels
         * @description The grade levels select list (GET /lookups/grade-levels).
         */
        get: operations["lookupsListGradeLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/income-eligibility-proofs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List income eligibility proofs
         * @description The income eligibility proofs select list (GET /lookups/income-eligibility-proofs).
         */
        get: operations["lookupsListIncomeEligibilityProofs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/job-sectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List job sectors
         * @description The job sectors select list (GET /lookups/job-sectors).
         */
        get: operations["lookupsListJobSectors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/marital-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List marital statuses
         * @description The marital statuses select list (GET /lookups/marital-statuses).
         */
        get: operations["lookupsListMaritalStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/media-usages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List media usage consents
         * @description The media usage consents select list (GET /lookups/media-usages).
         */
        get: operations["lookupsListMediaUsages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List maintainable lookups
         * @description The lookup lists that Maintenance > Lookup Options can edit.
         */
        get: operations["lookupsListNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/online-app-stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List online application stages
         * @description The online application stages select list (GET /lookups/online-app-stages).
         */
        get: operations["lookupsListOnlineAppStages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment methods
         * @description The payment method options: Debit, Check, Deposit.
         */
        get: operations["lookupsListPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/payroll-frequencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payroll frequencies
         * @description The payroll frequencies select list (GET /lookups/payroll-frequencies).
         */
        get: operations["lookupsListPayrollFrequencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List programs
         * @description The programs select list (GET /lookups/programs).
         */
        get: operations["lookupsListPrograms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/quality-review-sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quality review sections
         * @description The quality review sections select list (GET /lookups/quality-review-sections).
         */
        get: operations["lookupsListQualityReviewSections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/review-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List review statuses
         * @description The review statuses select list (GET /lookups/review-statuses).
         */
        get: operations["lookupsListReviewStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/student-interests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List participant interests
         * @description The participant interests select list (GET /lookups/student-interests).
         */
        get: operations["lookupsListStudentInterests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/suffixes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List name suffixes
         * @description The name suffixes select list (GET /lookups/suffixes).
         */
        get: operations["lookupsListSuffixes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/us-states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List us states
         * @description The us states select list (GET /lookups/us-states).
         */
        get: operations["lookupsListUsStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/user-contract-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the user's contract codes
         * @description Contract codes the signed-in user may pick (e.g. for a worksite contact).
         */
        get: operations["lookupsListUserContractCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/user-states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the user's states
         * @description States the signed-in user's organizations work in.
         */
        get: operations["lookupsListUserStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/verification-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List verification types
         * @description The verification names of applicant review (verbatim, including "Standart Verification").
         */
        get: operations["lookupsListVerificationTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/waiver-releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List waiver releases
         * @description The waiver releases select list (GET /lookups/waiver-releases).
         */
        get: operations["lookupsListWaiverReleases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a lookup option
         * @description Changes the text, organization or dates of an option; 409 on a stale version.
         */
        post: operations["lookupsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a lookup option
         * @description Adds an option to the named lookup (MAINTAIN_LOOKUP_OPTIONS).
         */
        post: operations["lookupsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/{lookup}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the options of a lookup
         * @description Every option of the named lookup, e.g. one listed by GET /lookups/names for maintenance. The named lists above are this same call with a fixed name.
         */
        get: operations["lookupsGet"];
        put?: never;
        post?: never;
        /**
         * Remove a lookup option
         * @description Removes the lookup option whose id is the path segment (DELETE_LOOKUP_OPTION). 409 when the option is in use.
         */
        delete: operations["lookupsDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organizations
         * @description The organizations the user may see.
         */
        get: operations["organizationsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/contract-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contract codes
         * @description Every contract (with its code) of the organizations the user may see.
         */
        get: operations["organizationsListContractCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/contract-codes/{organizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an organization's contract codes
         * @description The contracts of one organization.
         */
        get: operations["organizationsListContractCodesByOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/contract-codes-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contract code select list
         * @description Contract codes as select options.
         */
        get: operations["organizationsListContractCodeOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programs/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Program select list
         * @description Programs as select options, optionally of one organization.
         */
        get: operations["programsListOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programs/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a program
         * @description One program.
         */
        get: operations["programsGet"];
        /**
         * Update a program
         * @description Changes a program; 409 on a stale version.
         */
        put: operations["programsUpdate"];
        post?: never;
        /**
         * Remove a program
         * @description Removes a program; 409 while enrollment programs use it.
         */
        delete: operations["programsDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollment-programs/select-list-with-org": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enrollment program select list
         * @description Enrollment programs with their organization, for select lists.
         */
        get: operations["enrollmentProgramsListWithOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollment-programs/contract-payroll-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a contract's payroll delivery
         * @description How participants placed under the contract (and worksite) are paid.
         */
        post: operations["enrollmentProgramsGetContractPayrollDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List locations
         * @description Every location (Maintenance > Locations and location pickers).
         */
        get: operations["locationsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollment/income-ranges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List income ranges for enrollment
         * @description The income ranges that apply to an enrollment program, used to check family income against family size.
         */
        get: operations["incomeRangesListForEnrollment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schools/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * School select list
         * @description Schools as select options.
         */
        get: operations["schoolsListOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List available jobs
         * @description Jobs with open positions that can be assigned, optionally of one contract.
         */
        get: operations["jobsListAvailable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payroll/calendars/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payroll calendar select list
         * @description Payroll calendars as select options.
         */
        get: operations["payrollListCalendarOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-providers/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment provider select list
         * @description Payment providers as select options.
         */
        get: operations["paymentProvidersListOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/card-providers/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Card provider select list
         * @description Debit card providers as select options.
         */
        get: operations["cardProvidersListOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timesheets/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a timesheet
         * @description One full timesheet with its participant, job and payroll totals.
         */
        post: operations["timesheetsGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timesheets/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search timesheets
         * @description Filter fields: status, name, ssn, periodFrom, periodTo, contractId, worksiteId, organizationId, payrollType. Sort: the same.
         */
        post: operations["timesheetsSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timesheets/items/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search timesheet entries
         * @description Filter fields: studentJobId, periodStartDate, periodEndDate, entryProcessId. Sort: periodStartDate.
         */
        post: operations["timesheetsSearchItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timesheets/processing-items/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search payroll processing items
         * @description Payroll processing batches. Filter fields: status, organizationId, periodStartDate, periodEndDate, payrollProcessId.
         */
        post: operations["timesheetsSearchProcessingItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timesheets/processing-items/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct a timesheet in processing
         * @description Saves hours and incentives of one timesheet under payroll processing. 422 carries "Participant Hours cannot exceed" or "Participant Incentive Amount cannout exceed"; 409 on a stale version.
         */
        post: operations["timesheetsSaveProcessingItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timesheets/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit timesheets for payroll
         * @description Moves Pending timesheets to Submitted for Payroll (SUBMIT_TIMESHEETS_FOR_PAYROLL). With manualCheck they are kept out of the paycheck submission.
         */
        post: operations["timesheetsSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timesheets/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve timesheets for payroll
         * @description Moves the submitted timesheets of the company's entry processes to Approved for Payroll (APPROVE_TIMESHEETS_FOR_PAYROLL).
         */
        post: operations["timesheetsApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/export/excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a grid to Excel
         * @description Builds an .xlsx from the grid's columns and rows; the client saves content under fileName (default export.xlsx).
         */
        post: operations["exportExcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programs/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search programs
         * @description Filter fields: name, code, organizationId, isActive, startDate, endDate. Sort: the same.
         */
        post: operations["programsSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a program
         * @description Adds a program (PROGRAMS).
         */
        post: operations["programsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollment-programs/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search enrollment programs
         * @description Filter fields: name, code, programId, organizationId, isActive, startDate, endDate. Sort: the same.
         */
        post: operations["enrollmentProgramsSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollment-programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an enrollment program
         * @description Adds an enrollment program (MAINTAIN_ENROLLMENT_PROGRAM).
         */
        post: operations["enrollmentProgramsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollment-programs/{enrollmentProgramId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 21 */
                enrollmentProgramId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Read an enrollment program
         * @description One enrollment program.
         */
        get: operations["enrollmentProgramsGet"];
        /**
         * Update an enrollment program
         * @description Changes an enrollment program; 409 on a stale version.
         */
        put: operations["enrollmentProgramsUpdate"];
        post?: never;
        /**
         * Remove an enrollment program
         * @description Removes an enrollment program; 409 while applicants are enrolled in it.
         */
        delete: operations["enrollmentProgramsDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollment-programs/{enrollmentProgramId}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy an enrollment program
         * @description Creates a new enrollment program from this one with a new name, code and dates.
         */
        post: operations["enrollmentProgramsCopy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/worksites/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search worksites
         * @description One page of worksites matching the quick search and filters. Filter and sort fields: `name`, `contractorId`, `jobSectorId`, `status`, `city`, `zipCode`, `isActive`, `contractId`.
         */
        post: operations["worksitesSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/worksites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a worksite
         * @description Claim ADD_WORKSITE. A new worksite starts Pending Approval.
         */
        post: operations["worksitesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/worksites/{worksiteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a worksite
         * @description One worksite with its audit fields and version.
         */
        get: operations["worksitesGet"];
        /**
         * Update a worksite
         * @description Replaces the editable fields of the worksite. A stale `version` is refused with 409.
         */
        put: operations["worksitesUpdate"];
        post?: never;
        /**
         * Delete a worksite
         * @description Claim DELETE_WORKSITE. A worksite with jobs or contract links cannot be removed (409).
         */
        delete: operations["worksitesDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/worksites/{worksiteId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a worksite
         * @description Claim APPROVE_WORKSITE. Only a Pending Approval worksite can be decided (409 otherwise).
         */
        post: operations["worksitesApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/worksites/contracted/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search contracted worksites
         * @description Contracted Worksites grid: worksite-contract links. Filter and sort fields: `contractId`, `contractCode`, `worksiteName`, `contractorName`, `status`, `linkedOn`.
         */
        post: operations["worksitesSearchContracted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/worksites/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link a worksite to a contract
         * @description Only an Approved worksite can be linked; an existing link answers 409.
         */
        post: operations["worksitesLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/worksites/unlink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlink a worksite from a contract
         * @description Refused with 409 while jobs of the contract at this worksite have assigned participants.
         */
        post: operations["worksitesUnlink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/worksites/{worksiteId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notes of a worksite
         * @description Every note of the worksite, newest first.
         */
        get: operations["worksitesListNotes"];
        put?: never;
        /**
         * Add a note to a worksite
         * @description The note text is required.
         */
        post: operations["worksitesCreateNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/worksites/{worksiteId}/notes/{noteId}": {
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
         * Delete a worksite note
         * @description Removes the note; answers 204 without a body.
         */
        delete: operations["worksitesDeleteNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search jobs
         * @description One page of jobs matching the quick search and filters. Filter and sort fields: `name`, `worksiteId`, `contractId`, `jobSectorId`, `status`, `startDate`, `endDate`, `incentiveOnly`.
         */
        post: operations["jobsSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a job
         * @description Claim ADD_JOB. A new job starts Pending Approval.
         */
        post: operations["jobsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a job
         * @description One job with its audit fields and version.
         */
        get: operations["jobsGet"];
        /**
         * Update a job
         * @description Replaces the editable fields of the job. A stale `version` is refused with 409.
         */
        put: operations["jobsUpdate"];
        post?: never;
        /**
         * Delete a job
         * @description A job with assignments cannot be removed (409).
         */
        delete: operations["jobsDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{jobId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a job
         * @description Claim APPROVE_JOB. Only a Pending Approval job can be decided (409 otherwise).
         */
        post: operations["jobsApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{jobId}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew a job
         * @description Creates the renewed job and answers 201 with it.
         */
        post: operations["jobsRenew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{jobId}/workers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Participants assigned to a job
         * @description Every assignment of the job, current and past.
         */
        get: operations["jobsListWorkers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/bulk-assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign participants to a job
         * @description Claim WORKER_JOB_ASSIGNMENT. Each participant must be Recruited or Awaiting Assignment, within the job’s ages, and the job must be Approved with open positions; failures are reported per participant.
         */
        post: operations["jobsBulkAssign"];
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
        /** @description The signed-in session the client keeps (spec section 3). The permission claims travel inside the token: its payload carries userName and one claim per permission of spec section 6, granting access when the value is the text "true"; exp is the token expiry in seconds. */
        Session: {
            /** @description JWT (header.payload.signature, base64url). */
            token: string;
            user: components["schemas"]["CurrentUser"];
            tokenExpiration: components["schemas"]["DateTime"];
            sessionExpiration: components["schemas"]["DateTime"];
            /** @description When true the client forces change-password on every page. */
            isPasswordUpdateRequired: boolean;
        };
        /**
         * @description The session plus the route to open after sign-in.
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
        LoginResponse: components["schemas"]["Session"] & {
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
         * @description Changes a user (EDIT_USER); roles are saved separately.
         * @example {
         *       "firstName": "Darnell",
         *       "lastName": "Williams",
         *       "email": "darnell.williams@example.org",
         *       "userType": "organization",
         *       "organizationIds": [
         *         3
         *       ],
         *       "version": 2
         *     }
         */
        UserUpdateRequest: {
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
            version: components["schemas"]["Version"];
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
        /** Format: binary */
        UploadedFile: string;
        /** @description Multipart form; every part named files is one file. */
        DocumentUpload: {
            /** @description One part per file, all named files (up to 10). A single part is one file; several parts form the list. */
            files: components["schemas"]["UploadedFile"] | components["schemas"]["UploadedFile"][];
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
        /**
         * @example [
         *       {
         *         "id": 7,
         *         "text": "Summer Youth Employment Program",
         *         "code": "SYEP",
         *         "organizationId": 3
         *       },
         *       {
         *         "id": 8,
         *         "text": "Year-Round Youth Program",
         *         "code": "YRYP",
         *         "organizationId": 3
         *       }
         *     ]
         */
        OptionList: components["schemas"]["Option"][];
        /**
         * @example {
         *       "timeZoneId": "America/New_York",
         *       "text": "Eastern Time (US & Canada)"
         *     }
         */
        DefaultTimeZone: {
            /**
             * @description IANA time zone name.
             * @example America/New_York
             */
            timeZoneId: string;
            /** @example Eastern Time (US & Canada) */
            text: string;
        };
        /** @description A lookup list that can be maintained under Maintenance > Lookup Options. */
        LookupName: {
            /**
             * @description The list's name in GET /lookups/{name}.
             * @example job-sectors
             */
            name: string;
            /** @example Job Sectors */
            text: string;
            /** @description Options belong to one organization. */
            isOrganizationSpecific: boolean;
            /** @description Options carry startDate and endDate. */
            hasDateRange: boolean;
        };
        LookupNameList: components["schemas"]["LookupName"][];
        /**
         * @description How a participant is paid.
         * @example Debit
         * @enum {string}
         */
        PaymentMethod: "Debit" | "Check" | "Deposit";
        PaymentMethodOption: {
            id: components["schemas"]["Id"];
            text: components["schemas"]["PaymentMethod"];
        };
        PaymentMethodOptionList: components["schemas"]["PaymentMethodOption"][];
        /**
         * @description Name of a verification (values verbatim, including the custom "Standart Verification").
         * @example Work Permit
         * @enum {string}
         */
        VerificationName: "Signature Page" | "W-4" | "I-9" | "Parental Acknowledgement" | "PA Act32" | "SSN" | "Residency" | "School Status" | "Citizenship" | "Media Usage" | "Age/ID" | "Selective Service" | "Work Permit" | "Resume Review" | "Income" | "Family Size" | "Barrier" | "Child Abuse" | "FBI" | "PA State Criminal" | "Youth Clearance Affidavit" | "Clearance Consent Form" | "Standart Verification";
        VerificationTypeOption: {
            id: components["schemas"]["Id"];
            text: components["schemas"]["VerificationName"];
        };
        VerificationTypeOptionList: components["schemas"]["VerificationTypeOption"][];
        /**
         * @example {
         *       "id": 118,
         *       "lookupName": "job-sectors",
         *       "text": "Hospitality & Tourism",
         *       "organizationId": 3,
         *       "startDate": "2026-01-01",
         *       "endDate": "2026-12-31",
         *       "version": 1
         *     }
         */
        LookupOptionUpdateRequest: {
            id: components["schemas"]["Id"];
            /** @example job-sectors */
            lookupName: string;
            /** @example Hospitality & Tourism */
            text: string;
            organizationId?: components["schemas"]["Id"];
            startDate?: components["schemas"]["CalendarDate"];
            /** @example 2026-12-31 */
            endDate?: components["schemas"]["CalendarDate"];
            version: components["schemas"]["Version"];
        };
        /**
         * @description One option of a lookup. Every option has id and text (so each named list is also a valid lookup); options of maintainable lookups (GET /lookups/names) also carry their organization, dates, version and audit fields.
         * @example {
         *       "id": 118,
         *       "text": "Hospitality",
         *       "organizationId": 3,
         *       "startDate": "2026-01-01",
         *       "endDate": "2026-12-31",
         *       "version": 1,
         *       "createDate": "2026-01-05T10:00:00Z",
         *       "createUser": "mthompson"
         *     }
         */
        LookupOption: components["schemas"]["Audit"] & {
            id: components["schemas"]["Id"];
            /** @example Hospitality */
            text: string;
            /** @example HOSP */
            code?: string;
            organizationId?: components["schemas"]["Id"];
            startDate?: components["schemas"]["CalendarDate"];
            /**
             * @description Must not be before startDate (message Start Date must be less then End Date).
             * @example 2026-12-31
             */
            endDate?: components["schemas"]["CalendarDate"];
            version?: components["schemas"]["Version"];
        };
        /**
         * @example {
         *       "lookupName": "job-sectors",
         *       "text": "Hospitality",
         *       "organizationId": 3,
         *       "startDate": "2026-01-01",
         *       "endDate": "2026-12-31"
         *     }
         */
        LookupOptionCreateRequest: {
            /** @example job-sectors */
            lookupName: string;
            /** @example Hospitality */
            text: string;
            organizationId?: components["schemas"]["Id"];
            startDate?: components["schemas"]["CalendarDate"];
            /** @example 2026-12-31 */
            endDate?: components["schemas"]["CalendarDate"];
        };
        LookupOptionList: components["schemas"]["LookupOption"][];
        /**
         * @example [
         *       {
         *         "id": 3,
         *         "name": "Partner4Work"
         *       },
         *       {
         *         "id": 5,
         *         "name": "Three Rivers Youth Works"
         *       }
         *     ]
         */
        OrganizationList: components["schemas"]["Organization"][];
        /**
         * @description A programme contract and its code.
         * @example {
         *       "id": 14,
         *       "contractCode": "SYEP-2026-014",
         *       "organizationId": 3,
         *       "startDate": "2026-06-29",
         *       "endDate": "2026-08-28"
         *     }
         */
        Contract: {
            id: components["schemas"]["Id"];
            contractCode: components["schemas"]["ContractCode"];
            organizationId: components["schemas"]["Id"];
            startDate: components["schemas"]["CalendarDate"];
            /** @example 2026-08-28 */
            endDate: components["schemas"]["CalendarDate"];
        };
        /**
         * @example [
         *       {
         *         "id": 14,
         *         "contractCode": "SYEP-2026-014",
         *         "organizationId": 3,
         *         "startDate": "2026-06-29",
         *         "endDate": "2026-08-28"
         *       },
         *       {
         *         "id": 15,
         *         "contractCode": "SYEP-2026-015",
         *         "organizationId": 3,
         *         "startDate": "2026-06-29",
         *         "endDate": "2026-08-28"
         *       }
         *     ]
         */
        ContractList: components["schemas"]["Contract"][];
        /**
         * @description A programme an organization runs (Maintenance > Maintain Organizations > Programs).
         * @example {
         *       "id": 7,
         *       "name": "Summer Youth Employment Program",
         *       "code": "SYEP",
         *       "description": "Six-week paid summer work experience for Pittsburgh youth aged 14 to 21.",
         *       "organizationId": 3,
         *       "organizationName": "Partner4Work",
         *       "startDate": "2026-06-29",
         *       "endDate": "2026-08-28",
         *       "isActive": true,
         *       "version": 5,
         *       "createDate": "2025-11-03T15:00:00Z",
         *       "createUser": "mthompson",
         *       "lastUpdateDate": "2026-04-01T12:30:00Z",
         *       "lastUpdateUser": "mthompson"
         *     }
         */
        Program: components["schemas"]["Audit"] & {
            id: components["schemas"]["Id"];
            /** @example Summer Youth Employment Program */
            name: string;
            /** @example SYEP */
            code: string;
            /** @example Six-week paid summer work experience for Pittsburgh youth aged 14 to 21. */
            description?: string;
            organizationId: components["schemas"]["Id"];
            /** @example Partner4Work */
            readonly organizationName?: string;
            startDate?: components["schemas"]["CalendarDate"];
            /** @example 2026-08-28 */
            endDate?: components["schemas"]["CalendarDate"];
            isActive: boolean;
            version: components["schemas"]["Version"];
        };
        ProgramFields: {
            /** @example Summer Youth Employment Program */
            name?: string;
            /** @example SYEP */
            code?: string;
            /** @example Six-week paid summer work experience for Pittsburgh youth aged 14 to 21. */
            description?: string;
            organizationId?: components["schemas"]["Id"];
            startDate?: components["schemas"]["CalendarDate"];
            /**
             * @description Not before startDate (message Start Date must be less then End Date).
             * @example 2026-08-28
             */
            endDate?: components["schemas"]["CalendarDate"];
            isActive?: boolean;
        };
        /**
         * @example {
         *       "name": "Summer Youth Employment Program",
         *       "code": "SYEP",
         *       "description": "Six-week paid summer work experience for Pittsburgh youth aged 14 to 24.",
         *       "organizationId": 3,
         *       "startDate": "2026-06-29",
         *       "endDate": "2026-08-28",
         *       "isActive": true,
         *       "version": 5
         *     }
         */
        ProgramUpdateRequest: components["schemas"]["ProgramFields"] & {
            version: components["schemas"]["Version"];
        };
        /** @description An enrollment program in a select list, with its organization. */
        EnrollmentProgramOption: {
            id: components["schemas"]["Id"];
            /** @example SYEP 2026 Summer Cohort */
            text: string;
            /** @example SYEP-26 */
            code?: string;
            organizationId: components["schemas"]["Id"];
            /** @example Partner4Work */
            organizationName: string;
        };
        EnrollmentProgramOptionList: components["schemas"]["EnrollmentProgramOption"][];
        /**
         * @description Which contract (and worksite) a payroll delivery setting is asked for.
         * @example {
         *       "contractId": 14,
         *       "worksiteId": 208
         *     }
         */
        ContractPayrollDeliveryRequest: {
            contractId: components["schemas"]["Id"];
            worksiteId?: components["schemas"]["Id"];
        };
        /**
         * @description How participants placed under the contract are paid.
         * @example {
         *       "contractId": 14,
         *       "worksiteId": 208,
         *       "enrollmentProgramId": 21,
         *       "paymentMethod": "Debit",
         *       "cardProviderId": 2,
         *       "payrollFrequencyId": 2
         *     }
         */
        ContractPayrollDelivery: {
            contractId: components["schemas"]["Id"];
            worksiteId?: components["schemas"]["Id"];
            enrollmentProgramId: components["schemas"]["Id"];
            paymentMethod: components["schemas"]["PaymentMethod"];
            cardProviderId?: components["schemas"]["Id"];
            payrollFrequencyId?: components["schemas"]["Id"];
            /**
             * @description Where paper checks are delivered, when paymentMethod is Check.
             * @example 1200 Penn Ave, Pittsburgh, PA 15222
             */
            deliveryAddress?: string;
        };
        Location: {
            id: components["schemas"]["Id"];
            /** @example East Liberty CareerLink */
            name: string;
            /** @example Suite 200 */
            apartment?: string;
            /** @example 6055 Penn Ave */
            street?: string;
            /** @example Pittsburgh */
            city?: string;
            /** @example PA */
            state?: string;
        };
        LocationList: components["schemas"]["Location"][];
        /**
         * @description US dollars with two decimals.
         * @example 412.5
         */
        Money: number;
        /** @description Family income bounds for a family size under a funding type. */
        IncomeRange: {
            id: components["schemas"]["Id"];
            /** @example 4 */
            familySize: number;
            /** @example WIOA */
            fundingType: string;
            from: components["schemas"]["Money"];
            /**
             * @description Not below from (message minMaxInvalid).
             * @example 39000
             */
            to: components["schemas"]["Money"];
            /** @example Family of 4, up to $39,000.00 */
            summary?: string;
            organizationId: components["schemas"]["Id"];
        };
        IncomeRangeList: components["schemas"]["IncomeRange"][];
        /** @description A job that can be assigned, with its contract and worksite (job assignment fields). */
        JobOpening: {
            /** @example Park Maintenance Crew Member */
            jobName: string;
            jobId: components["schemas"]["Id"];
            jobStartDate: components["schemas"]["CalendarDate"];
            /** @example 2026-08-07 */
            jobEndDate: components["schemas"]["CalendarDate"];
            contractId: components["schemas"]["Id"];
            contractCode: components["schemas"]["ContractCode"];
            worksiteId: components["schemas"]["Id"];
            /** @example Hillcrest Community Center */
            worksiteName: string;
            incentiveOnly: boolean;
            /**
             * @description Positions still open.
             * @example 3
             */
            openings?: number;
        };
        JobOpeningList: components["schemas"]["JobOpening"][];
        /**
         * @example {
         *       "id": 7730
         *     }
         */
        TimesheetGetRequest: {
            id: components["schemas"]["Id"];
        };
        /** @description Hours and incentives of one pay period of a participant's job. */
        TimesheetEntry: {
            id: components["schemas"]["Id"];
            studentJobId: components["schemas"]["Id"];
            periodStartDate: components["schemas"]["CalendarDate"];
            /** @example 2026-07-11 */
            periodEndDate: components["schemas"]["CalendarDate"];
            /** @example 12.5 */
            hourlyRate: components["schemas"]["Money"];
            /** @example 32 */
            workedHours: number;
            /** @example 50 */
            incentiveAmount?: components["schemas"]["Money"];
            /** @example Two days rained out. */
            comments?: string;
            entryProcessId?: components["schemas"]["Id"];
        };
        /**
         * @description Where a timesheet is on its way to payroll (spec section 4).
         * @example Pending
         * @enum {string}
         */
        TimesheetStatus: "Pending" | "Submitted for Payroll" | "Approved for Payroll" | "Payroll in Process" | "Payrolled";
        /**
         * @description Social security number nnn-nn-nnnn, or masked as five asterisks and the last four digits on reads.
         * @example 123-45-6789
         */
        Ssn: string;
        /**
         * @description A full timesheet (entry fields plus participant, job and payroll totals).
         * @example {
         *       "id": 7730,
         *       "studentJobId": 2210,
         *       "periodStartDate": "2026-06-29",
         *       "periodEndDate": "2026-07-11",
         *       "hourlyRate": 12.5,
         *       "workedHours": 32,
         *       "incentiveAmount": 50,
         *       "comments": "Two days rained out.",
         *       "entryProcessId": 601,
         *       "worksite": {
         *         "id": 208,
         *         "text": "Hillcrest Community Center"
         *       },
         *       "job": {
         *         "id": 512,
         *         "text": "Park Maintenance Crew Member"
         *       },
         *       "student": {
         *         "id": 3051,
         *         "text": "Carter, Jasmine"
         *       },
         *       "status": "Pending",
         *       "ssn": "*****6789",
         *       "cumulativeHours": 96,
         *       "cumulativeIncentives": 150,
         *       "remainingHours": 144,
         *       "remainingPayouts": 250,
         *       "isProcessed": false,
         *       "incentiveOnlyFlag": false,
         *       "maxHoursPerStudent": 240,
         *       "maxIncentiveAmount": 400,
         *       "version": 1,
         *       "createDate": "2026-07-12T10:00:00Z",
         *       "createUser": "rmorales"
         *     }
         */
        Timesheet: components["schemas"]["TimesheetEntry"] & components["schemas"]["Audit"] & {
            worksite: components["schemas"]["Option"];
            job: components["schemas"]["Option"];
            student: components["schemas"]["Option"];
            status: components["schemas"]["TimesheetStatus"];
            ssn?: components["schemas"]["Ssn"];
            /** @example 96 */
            cumulativeHours: number;
            /** @example 150 */
            cumulativeIncentives?: components["schemas"]["Money"];
            /** @example 144 */
            remainingHours: number;
            /** @example 250 */
            remainingPayouts?: components["schemas"]["Money"];
            payrollProcessId?: components["schemas"]["Id"];
            isProcessed: boolean;
            incentiveOnlyFlag: boolean;
            /** @example 240 */
            maxHoursPerStudent?: number;
            /** @example 400 */
            maxIncentiveAmount?: components["schemas"]["Money"];
            version: components["schemas"]["Version"];
        };
        /** @description One row of the timesheet grids (Available Timesheets, participant timesheets). */
        TimesheetRow: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["TimesheetStatus"];
            /**
             * @description Participant name, last name first.
             * @example Carter, Jasmine
             */
            name: string;
            ssn?: components["schemas"]["Ssn"];
            periodFrom: components["schemas"]["CalendarDate"];
            /** @example 2026-07-11 */
            periodTo: components["schemas"]["CalendarDate"];
            /** @example 12.5 */
            hourlyRate: components["schemas"]["Money"];
            /** @example 32 */
            workedHours: number;
            /** @example 50 */
            incentiveAmount?: components["schemas"]["Money"];
            /** @example 0 */
            payrolledAmount?: components["schemas"]["Money"];
            /** @example Regular */
            payrollType?: string;
            /** @example mthompson */
            approvedBy?: string;
            /** @example Two days rained out. */
            comments?: string;
            /** @example 208 */
            remainingHours?: number;
            version?: components["schemas"]["Version"];
        };
        TimesheetRowPage: {
            items: components["schemas"]["TimesheetRow"][];
            total: components["schemas"]["Total"];
        };
        TimesheetEntryPage: {
            items: components["schemas"]["TimesheetEntry"][];
            total: components["schemas"]["Total"];
        };
        /** @description Totals of one payroll processing batch of a company (Payroll Processing grid). */
        PayrollProcessSummary: {
            status: components["schemas"]["TimesheetStatus"];
            periodStartDate: components["schemas"]["CalendarDate"];
            /** @example 2026-07-11 */
            periodEndDate: components["schemas"]["CalendarDate"];
            /** @example 1184 */
            totalHours: number;
            /** @example 1850 */
            totalIncentiveAmount: components["schemas"]["Money"];
            /** @example 16650 */
            totalPayrollAmount: components["schemas"]["Money"];
            /** @example 37 */
            studentsNumber: number;
            entryProcessId: components["schemas"]["Id"];
            payrollProcessId?: components["schemas"]["Id"];
        };
        PayrollProcessSummaryPage: {
            items: components["schemas"]["PayrollProcessSummary"][];
            total: components["schemas"]["Total"];
        };
        /**
         * @description Corrects one timesheet in payroll processing. Hours above the participant's maximum answer 422 "Participant Hours cannot exceed"; incentives above it "Participant Incentive Amount cannout exceed".
         * @example {
         *       "id": 7730,
         *       "workedHours": 30,
         *       "incentiveAmount": 50,
         *       "comments": "Corrected after supervisor call.",
         *       "version": 1
         *     }
         */
        ProcessingItemSaveRequest: {
            id: components["schemas"]["Id"];
            /** @example 30 */
            workedHours: number;
            /** @example 50 */
            incentiveAmount: components["schemas"]["Money"];
            /** @example Corrected after supervisor call. */
            comments?: string;
            version: components["schemas"]["Version"];
        };
        /**
         * @description Submits pending timesheets for payroll. manualCheck keeps them out of the paycheck submission (the client confirms first).
         * @example {
         *       "timesheetIds": [
         *         7730,
         *         7731
         *       ],
         *       "manualCheck": false
         *     }
         */
        TimesheetSubmitRequest: {
            timesheetIds: components["schemas"]["Id"][];
            /** @default false */
            manualCheck: boolean;
        };
        TimesheetActionResult: {
            /** @example 2 */
            updatedCount: number;
            items: components["schemas"]["TimesheetRow"][];
        };
        /**
         * @description Approves the submitted timesheets of the company's entry processes for payroll.
         * @example {
         *       "organizationId": 3,
         *       "companyEntryProcessIds": [
         *         601,
         *         602
         *       ]
         *     }
         */
        TimesheetApproveRequest: {
            organizationId: components["schemas"]["Id"];
            companyEntryProcessIds: components["schemas"]["Id"][];
        };
        ExcelColumn: {
            /** @example name */
            field: string;
            /** @example Name */
            title: string;
            /**
             * @default text
             * @example text
             * @enum {string}
             */
            format: "text" | "number" | "currency" | "date" | "boolean";
        };
        /**
         * @description One cell; dates as yyyy-mm-dd strings.
         * @example Carter, Jasmine
         */
        ExcelCell: string | number | boolean | null;
        /**
         * @description The grid as shown (visible columns, filtered rows) to turn into an .xlsx file.
         * @example {
         *       "fileName": "export",
         *       "sheetName": "Timesheets",
         *       "columns": [
         *         {
         *           "field": "name",
         *           "title": "Name",
         *           "format": "text"
         *         },
         *         {
         *           "field": "periodFrom",
         *           "title": "Period From",
         *           "format": "date"
         *         },
         *         {
         *           "field": "workedHours",
         *           "title": "Worked Hours",
         *           "format": "number"
         *         }
         *       ],
         *       "rows": [
         *         [
         *           "Carter, Jasmine",
         *           "2026-06-29",
         *           32
         *         ],
         *         [
         *           "Nguyen, Marcus",
         *           "2026-06-29",
         *           28.5
         *         ]
         *       ]
         *     }
         */
        ExcelExportRequest: {
            /**
             * @description File name without extension; defaults to export.
             * @default export
             * @example export
             */
            fileName: string;
            /** @example Timesheets */
            sheetName?: string;
            columns: components["schemas"]["ExcelColumn"][];
            rows: components["schemas"]["ExcelCell"][][];
        };
        ExcelFile: {
            /**
             * @default export.xlsx
             * @example export.xlsx
             */
            fileName: string;
            /** @example application/vnd.openxmlformats-officedocument.spreadsheetml.sheet */
            contentType?: string;
            /**
             * @description The .xlsx file, base64-encoded.
             * @example UEsDBBQABgAIAAAAIQBi7p1oXgEAAJAEAAATAAgCW0NvbnRlbnRfVHlwZXNdLnhtbCCiBAIooAAC
             */
            content: string;
        };
        ProgramPage: {
            items: components["schemas"]["Program"][];
            total: components["schemas"]["Total"];
        };
        /**
         * @example {
         *       "name": "Summer Youth Employment Program",
         *       "code": "SYEP",
         *       "description": "Six-week paid summer work experience for Pittsburgh youth aged 14 to 21.",
         *       "organizationId": 3,
         *       "startDate": "2026-06-29",
         *       "endDate": "2026-08-28",
         *       "isActive": true
         *     }
         */
        ProgramCreateRequest: components["schemas"]["ProgramFields"] & unknown;
        /** @description The editable fields of an enrollment program (one intake of a program). */
        EnrollmentProgramFields: {
            /** @example SYEP 2026 Summer Cohort */
            name?: string;
            /** @example SYEP-26 */
            code?: string;
            programId?: components["schemas"]["Id"];
            organizationId?: components["schemas"]["Id"];
            /**
             * @description Lookup id (GET /lookups/funding-sources).
             * @example 5
             */
            fundingSourceId?: components["schemas"]["Id"];
            startDate?: components["schemas"]["CalendarDate"];
            /** @example 2026-08-28 */
            endDate?: components["schemas"]["CalendarDate"];
            /** @example 2026-02-01 */
            applicationStartDate?: components["schemas"]["CalendarDate"];
            /** @example 2026-05-15 */
            applicationEndDate?: components["schemas"]["CalendarDate"];
            /**
             * @description Not above maxAge, and within the quality-review age bounds.
             * @example 14
             */
            minAge?: number;
            /** @example 21 */
            maxAge?: number;
            /** @example 12.5 */
            hourlyRate?: components["schemas"]["Money"];
            /** @example 240 */
            maxHoursPerStudent?: number;
            /** @example 400 */
            maxIncentiveAmount?: components["schemas"]["Money"];
            paymentMethod?: components["schemas"]["PaymentMethod"];
            isActive?: boolean;
        };
        /**
         * @example {
         *       "id": 21,
         *       "name": "SYEP 2026 Summer Cohort",
         *       "code": "SYEP-26",
         *       "programId": 7,
         *       "programName": "Summer Youth Employment Program",
         *       "organizationId": 3,
         *       "organizationName": "Partner4Work",
         *       "fundingSourceId": 5,
         *       "startDate": "2026-06-29",
         *       "endDate": "2026-08-28",
         *       "applicationStartDate": "2026-02-01",
         *       "applicationEndDate": "2026-05-15",
         *       "minAge": 14,
         *       "maxAge": 21,
         *       "hourlyRate": 12.5,
         *       "maxHoursPerStudent": 240,
         *       "maxIncentiveAmount": 400,
         *       "paymentMethod": "Debit",
         *       "isActive": true,
         *       "version": 3,
         *       "createDate": "2025-12-01T14:00:00Z",
         *       "createUser": "mthompson",
         *       "lastUpdateDate": "2026-01-20T10:30:00Z",
         *       "lastUpdateUser": "mthompson"
         *     }
         */
        EnrollmentProgram: components["schemas"]["EnrollmentProgramFields"] & components["schemas"]["Audit"] & {
            id: components["schemas"]["Id"];
            /** @example Summer Youth Employment Program */
            readonly programName?: string;
            /** @example Partner4Work */
            readonly organizationName?: string;
            version: components["schemas"]["Version"];
        };
        EnrollmentProgramPage: {
            items: components["schemas"]["EnrollmentProgram"][];
            total: components["schemas"]["Total"];
        };
        /**
         * @example {
         *       "name": "SYEP 2026 Summer Cohort",
         *       "code": "SYEP-26",
         *       "programId": 7,
         *       "organizationId": 3,
         *       "fundingSourceId": 5,
         *       "startDate": "2026-06-29",
         *       "endDate": "2026-08-28",
         *       "applicationStartDate": "2026-02-01",
         *       "applicationEndDate": "2026-05-15",
         *       "minAge": 14,
         *       "maxAge": 21,
         *       "hourlyRate": 12.5,
         *       "maxHoursPerStudent": 240,
         *       "maxIncentiveAmount": 400,
         *       "paymentMethod": "Debit",
         *       "isActive": true
         *     }
         */
        EnrollmentProgramCreateRequest: components["schemas"]["EnrollmentProgramFields"] & unknown;
        /**
         * @example {
         *       "name": "SYEP 2026 Summer Cohort",
         *       "code": "SYEP-26",
         *       "programId": 7,
         *       "organizationId": 3,
         *       "fundingSourceId": 5,
         *       "startDate": "2026-06-29",
         *       "endDate": "2026-08-28",
         *       "applicationStartDate": "2026-02-01",
         *       "applicationEndDate": "2026-05-22",
         *       "minAge": 14,
         *       "maxAge": 21,
         *       "hourlyRate": 12.5,
         *       "maxHoursPerStudent": 240,
         *       "maxIncentiveAmount": 400,
         *       "paymentMethod": "Debit",
         *       "isActive": true,
         *       "version": 3
         *     }
         */
        EnrollmentProgramUpdateRequest: components["schemas"]["EnrollmentProgramFields"] & {
            version: components["schemas"]["Version"];
        };
        /**
         * @description Copies an enrollment program under a new name, code and dates.
         * @example {
         *       "name": "SYEP 2027 Summer Cohort",
         *       "code": "SYEP-27",
         *       "startDate": "2027-06-28",
         *       "endDate": "2027-08-27"
         *     }
         */
        EnrollmentProgramCopyRequest: {
            /** @example SYEP 2027 Summer Cohort */
            name: string;
            /** @example SYEP-27 */
            code: string;
            startDate: components["schemas"]["CalendarDate"];
            /** @example 2027-08-27 */
            endDate: components["schemas"]["CalendarDate"];
        };
        /** @example 15213 */
        ZipCode: string;
        /**
         * @description Approval state of a worksite or job (designed, ADR 017): created or renewed -> Pending Approval -> Approved | Rejected (approve); editing a Rejected record returns it to Pending Approval; Approved -> Inactive when deactivated. Only Approved jobs take assignments.
         * @enum {string}
         */
        ApprovalStatus: "Pending Approval" | "Approved" | "Rejected" | "Inactive";
        /** @description A place where participants work, run by a contractor. */
        Worksite: {
            /** @description Identifier of the worksite. */
            id: components["schemas"]["Id"];
            name: string;
            contractorId: components["schemas"]["Id"];
            /** @description Job sector (job-sectors lookup). */
            jobSectorId: components["schemas"]["Id"];
            description: string | null;
            addressLine1: string;
            addressLine2: string | null;
            city: string;
            /** @description Two-letter US state code (us-states lookup). */
            stateCode: string;
            zipCode: components["schemas"]["ZipCode"];
            mainPhone: components["schemas"]["Phone"] | null;
            isPublicSector: boolean;
            isActive: boolean;
            readonly status: components["schemas"]["ApprovalStatus"];
            readonly contractorName: string;
            readonly jobSectorName: string;
            /** Format: int32 */
            readonly activeJobCount: number;
            readonly createDate: components["schemas"]["DateTime"];
            readonly createUser: string;
            readonly lastUpdateDate: components["schemas"]["DateTime"];
            readonly lastUpdateUser: string;
            readonly version: components["schemas"]["Version"];
        };
        /** @description One page of search results. */
        WorksitePage: {
            items: components["schemas"]["Worksite"][];
            total: components["schemas"]["Total"];
        };
        /** @description Fields of a new worksite. */
        WorksiteCreateRequest: {
            name: string;
            contractorId: components["schemas"]["Id"];
            /** @description Job sector (job-sectors lookup). */
            jobSectorId: components["schemas"]["Id"];
            description?: string | null;
            addressLine1: string;
            addressLine2?: string | null;
            city: string;
            /** @description Two-letter US state code (us-states lookup). */
            stateCode: string;
            zipCode: components["schemas"]["ZipCode"];
            mainPhone?: components["schemas"]["Phone"] | null;
            isPublicSector: boolean;
            isActive: boolean;
        };
        /** @description Fields of an existing worksite; `version` is the stamp last read (stale stamps get 409). */
        WorksiteUpdateRequest: {
            name: string;
            contractorId: components["schemas"]["Id"];
            /** @description Job sector (job-sectors lookup). */
            jobSectorId: components["schemas"]["Id"];
            description?: string | null;
            addressLine1: string;
            addressLine2?: string | null;
            city: string;
            /** @description Two-letter US state code (us-states lookup). */
            stateCode: string;
            zipCode: components["schemas"]["ZipCode"];
            mainPhone?: components["schemas"]["Phone"] | null;
            isPublicSector: boolean;
            isActive: boolean;
            version: components["schemas"]["Version"];
        };
        /** @description Approve or reject a pending worksite or job; a rejection needs a comment. */
        ApprovalDecisionRequest: {
            version: components["schemas"]["Version"];
            /** @enum {string} */
            decision: "Approved" | "Rejected";
            comment?: string | null;
        };
        /** @description A contracted worksite: the link with the names the grid shows. */
        ContractWorksite: {
            contractId: components["schemas"]["Id"];
            contractCode: components["schemas"]["ContractCode"];
            worksiteId: components["schemas"]["Id"];
            worksiteName: string;
            contractorName: string;
            status: components["schemas"]["ApprovalStatus"];
            linkedOn: components["schemas"]["DateTime"];
            linkedBy: components["schemas"]["UserName"];
        };
        /** @description One page of search results. */
        ContractWorksitePage: {
            items: components["schemas"]["ContractWorksite"][];
            total: components["schemas"]["Total"];
        };
        /** @description A worksite linked to a contract (the contractId + worksiteId payload of section 3). */
        ContractWorksiteLink: {
            contractId: components["schemas"]["Id"];
            worksiteId: components["schemas"]["Id"];
        };
        /** @description A note on a worksite. */
        WorksiteNote: {
            /** @description Identifier of the worksite note. */
            id: components["schemas"]["Id"];
            note: string;
            readonly worksiteId: components["schemas"]["Id"];
            readonly createDate: components["schemas"]["DateTime"];
            readonly createUser: string;
            readonly lastUpdateDate: components["schemas"]["DateTime"];
            readonly lastUpdateUser: string;
        };
        WorksiteNoteList: components["schemas"]["WorksiteNote"][];
        /** @description A new worksite note. */
        WorksiteNoteCreateRequest: {
            note: string;
        };
        /** @description A job (position) at a worksite under a contract. */
        Job: {
            /** @description Identifier of the job. */
            id: components["schemas"]["Id"];
            name: string;
            worksiteId: components["schemas"]["Id"];
            contractId: components["schemas"]["Id"];
            /** @description Job sector (job-sectors lookup). */
            jobSectorId: components["schemas"]["Id"];
            description: string | null;
            startDate: components["schemas"]["CalendarDate"];
            endDate: components["schemas"]["CalendarDate"];
            /** Format: int32 */
            positions: number;
            hourlyRate: components["schemas"]["Money"];
            /** @description Paid by incentives only, no hourly wage. */
            incentiveOnly: boolean;
            maxHoursPerStudent: number;
            maxIncentiveAmount: components["schemas"]["Money"];
            /** Format: int32 */
            minAge: number;
            /** Format: int32 */
            maxAge: number;
            supervisorName: string | null;
            supervisorPhone: components["schemas"]["Phone"] | null;
            supervisorEmail: components["schemas"]["Email"] | null;
            workSchedule: string | null;
            readonly status: components["schemas"]["ApprovalStatus"];
            readonly worksiteName: string;
            readonly contractCode: components["schemas"]["ContractCode"];
            /** Format: int32 */
            readonly filledPositions: number;
            readonly renewedFromJobId: components["schemas"]["Id"] | null;
            readonly createDate: components["schemas"]["DateTime"];
            readonly createUser: string;
            readonly lastUpdateDate: components["schemas"]["DateTime"];
            readonly lastUpdateUser: string;
            readonly version: components["schemas"]["Version"];
        };
        /** @description One page of search results. */
        JobPage: {
            items: components["schemas"]["Job"][];
            total: components["schemas"]["Total"];
        };
        /** @description Fields of a new job. */
        JobCreateRequest: {
            name: string;
            worksiteId: components["schemas"]["Id"];
            contractId: components["schemas"]["Id"];
            /** @description Job sector (job-sectors lookup). */
            jobSectorId: components["schemas"]["Id"];
            description?: string | null;
            startDate: components["schemas"]["CalendarDate"];
            endDate: components["schemas"]["CalendarDate"];
            /** Format: int32 */
            positions: number;
            hourlyRate: components["schemas"]["Money"];
            /** @description Paid by incentives only, no hourly wage. */
            incentiveOnly: boolean;
            maxHoursPerStudent: number;
            maxIncentiveAmount: components["schemas"]["Money"];
            /** Format: int32 */
            minAge: number;
            /** Format: int32 */
            maxAge: number;
            supervisorName?: string | null;
            supervisorPhone?: components["schemas"]["Phone"] | null;
            supervisorEmail?: components["schemas"]["Email"] | null;
            workSchedule?: string | null;
        };
        /** @description Fields of an existing job; `version` is the stamp last read (stale stamps get 409). */
        JobUpdateRequest: {
            name: string;
            worksiteId: components["schemas"]["Id"];
            contractId: components["schemas"]["Id"];
            /** @description Job sector (job-sectors lookup). */
            jobSectorId: components["schemas"]["Id"];
            description?: string | null;
            startDate: components["schemas"]["CalendarDate"];
            endDate: components["schemas"]["CalendarDate"];
            /** Format: int32 */
            positions: number;
            hourlyRate: components["schemas"]["Money"];
            /** @description Paid by incentives only, no hourly wage. */
            incentiveOnly: boolean;
            maxHoursPerStudent: number;
            maxIncentiveAmount: components["schemas"]["Money"];
            /** Format: int32 */
            minAge: number;
            /** Format: int32 */
            maxAge: number;
            supervisorName?: string | null;
            supervisorPhone?: components["schemas"]["Phone"] | null;
            supervisorEmail?: components["schemas"]["Email"] | null;
            workSchedule?: string | null;
            version: components["schemas"]["Version"];
        };
        /** @description Renew a job for a new period: a copy is created Pending Approval with renewedFromJobId set. */
        JobRenewRequest: {
            /** @description Contract of the new period; usually the next season’s contract. */
            contractId: components["schemas"]["Id"];
            startDate: components["schemas"]["CalendarDate"];
            endDate: components["schemas"]["CalendarDate"];
            /** Format: int32 */
            positions: number;
            hourlyRate: components["schemas"]["Money"];
        };
        /** @description SSN masked as five asterisks and the last four digits; list responses never carry the full SSN. */
        MaskedSsn: string;
        /**
         * @description Assignment status (designed, ADR 015): Assigned (before start) -> Active (start date reached) -> Completed (end date passed) or Unassigned (unassign job).
         * @enum {string}
         */
        StudentJobStatus: "Assigned" | "Active" | "Completed" | "Unassigned";
        /** @description A participant assigned to the job. */
        JobWorker: {
            studentJobId: components["schemas"]["Id"];
            studentId: components["schemas"]["Id"];
            firstName: string;
            lastName: string;
            ssn: components["schemas"]["MaskedSsn"];
            startDate: components["schemas"]["CalendarDate"];
            endDate: components["schemas"]["CalendarDate"];
            status: components["schemas"]["StudentJobStatus"];
            hoursWorked: number;
        };
        JobWorkerList: components["schemas"]["JobWorker"][];
        /** @description Assign several participants to one job at once. */
        BulkAssignRequest: {
            jobId: components["schemas"]["Id"];
            studentIds: components["schemas"]["Id"][];
            startDate: components["schemas"]["CalendarDate"];
            endDate: components["schemas"]["CalendarDate"];
        };
        /** @description Outcome for one record. */
        BulkActionItemResult: {
            id: components["schemas"]["Id"];
            succeeded: boolean;
            message: string | null;
        };
        /** @description Outcome of an action over several records: each id either succeeded or carries the reason it failed. */
        BulkActionResult: {
            /** Format: int32 */
            succeeded: number;
            /** Format: int32 */
            failed: number;
            results: components["schemas"]["BulkActionItemResult"][];
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
        /** @description Conflict: This worksite still has jobs and cannot be removed. */
        WorksitesDeleteConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "This worksite still has jobs and cannot be removed."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflict: Only a worksite pending approval can be approved or rejected. */
        WorksitesApproveConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Only a worksite pending approval can be approved or rejected."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflict: This worksite is already linked to contract SYEP-2026-014. */
        WorksitesLinkConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "This worksite is already linked to contract SYEP-2026-014."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflict: Participants are still assigned to jobs of this contract at this worksite. */
        WorksitesUnlinkConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Participants are still assigned to jobs of this contract at this worksite."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflict: Participants have been assigned to this job; it cannot be removed. */
        JobsDeleteConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Participants have been assigned to this job; it cannot be removed."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflict: Only a job pending approval can be approved or rejected. */
        JobsApproveConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Only a job pending approval can be approved or rejected."
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
        /**
         * @description Restrict the list to one organization.
         * @example 3
         */
        OrganizationIdQuery: components["schemas"]["Id"];
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
    usersGet: {
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
            /** @description The user. */
            200: {
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
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    usersUpdate: {
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
                 *       "firstName": "Darnell",
                 *       "lastName": "Williams",
                 *       "email": "darnell.williams@example.org",
                 *       "userType": "organization",
                 *       "organizationIds": [
                 *         3
                 *       ],
                 *       "version": 2
                 *     }
                 */
                "application/json": components["schemas"]["UserUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
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
                     *       "email": "darnell.williams@example.org",
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
                     *       "version": 3,
                     *       "createDate": "2026-03-02T15:20:00Z",
                     *       "createUser": "mthompson",
                     *       "lastUpdateDate": "2026-06-29T14:05:00Z",
                     *       "lastUpdateUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
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
    lookupsListBuckleyAmendments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The buckley amendment consents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Consent given"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Consent refused"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListClearanceCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clearance companies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "PA State Police (PATCH)"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "IdentoGO"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListContactTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 31,
                     *         "text": "Site Supervisor"
                     *       },
                     *       {
                     *         "id": 32,
                     *         "text": "Billing Contact"
                     *       },
                     *       {
                     *         "id": 33,
                     *         "text": "Executive Director"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListContractTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Cost Reimbursement"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Fixed Price"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListCounties: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counties. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 2,
                     *         "text": "Allegheny",
                     *         "code": "003"
                     *       },
                     *       {
                     *         "id": 3,
                     *         "text": "Beaver",
                     *         "code": "007"
                     *       },
                     *       {
                     *         "id": 4,
                     *         "text": "Washington",
                     *         "code": "125"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsGetDefaultTimeZone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The default time zone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timeZoneId": "America/New_York",
                     *       "text": "Eastern Time (US & Canada)"
                     *     }
                     */
                    "application/json": components["schemas"]["DefaultTimeZone"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListDocumentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 4,
                     *         "text": "Work Permit"
                     *       },
                     *       {
                     *         "id": 6,
                     *         "text": "W-4"
                     *       },
                     *       {
                     *         "id": 9,
                     *         "text": "Proof of Residency"
                     *       },
                     *       {
                     *         "id": 12,
                     *         "text": "I-9"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListEmailTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The email templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 14,
                     *         "text": "Document Request",
                     *         "organizationId": 3
                     *       },
                     *       {
                     *         "id": 15,
                     *         "text": "Interview Invitation",
                     *         "organizationId": 3
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListEnrollmentStages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The enrollment stages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Application"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Quality Review"
                     *       },
                     *       {
                     *         "id": 3,
                     *         "text": "Provider Screening"
                     *       },
                     *       {
                     *         "id": 4,
                     *         "text": "Enrollment"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListEnrollmentStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The enrollment statuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Applied"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Eligible"
                     *       },
                     *       {
                     *         "id": 3,
                     *         "text": "Enrolled"
                     *       },
                     *       {
                     *         "id": 4,
                     *         "text": "Released"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListEthnicGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ethnic groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Hispanic or Latino"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Not Hispanic or Latino"
                     *       },
                     *       {
                     *         "id": 3,
                     *         "text": "Prefer not to say"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListFbis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fbi clearance results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Pending"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Cleared"
                     *       },
                     *       {
                     *         "id": 3,
                     *         "text": "Not Cleared"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListFundingSources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The funding sources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 5,
                     *         "text": "WIOA Youth",
                     *         "code": "WIOA"
                     *       },
                     *       {
                     *         "id": 6,
                     *         "text": "City General Fund",
                     *         "code": "CGF"
                     *       },
                     *       {
                     *         "id": 7,
                     *         "text": "TANF Youth Development",
                     *         "code": "TANF"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListGenders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The genders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Female"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Male"
                     *       },
                     *       {
                     *         "id": 3,
                     *         "text": "Non-binary"
                     *       },
                     *       {
                     *         "id": 4,
                     *         "text": "Prefer not to say"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListGradeLevels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The grade levels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 9,
                     *         "text": "9th Grade"
                     *       },
                     *       {
                     *         "id": 10,
                     *         "text": "10th Grade"
                     *       },
                     *       {
                     *         "id": 11,
                     *         "text": "11th Grade"
                     *       },
                     *       {
                     *         "id": 12,
                     *         "text": "12th Grade"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListIncomeEligibilityProofs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The income eligibility proofs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Pay stubs"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "SNAP award letter"
                     *       },
                     *       {
                     *         "id": 3,
                     *         "text": "Free or reduced lunch letter"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListJobSectors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job sectors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 118,
                     *         "text": "Hospitality",
                     *         "organizationId": 3
                     *       },
                     *       {
                     *         "id": 119,
                     *         "text": "Health Care",
                     *         "organizationId": 3
                     *       },
                     *       {
                     *         "id": 120,
                     *         "text": "Parks and Recreation",
                     *         "organizationId": 3
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListMaritalStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The marital statuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Single"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Married"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListMediaUsages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The media usage consents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Consent given"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Consent refused"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListNames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lookup names. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "name": "job-sectors",
                     *         "text": "Job Sectors",
                     *         "isOrganizationSpecific": true,
                     *         "hasDateRange": true
                     *       },
                     *       {
                     *         "name": "genders",
                     *         "text": "Genders",
                     *         "isOrganizationSpecific": false,
                     *         "hasDateRange": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["LookupNameList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListOnlineAppStages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The online application stages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Started"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Submitted"
                     *       },
                     *       {
                     *         "id": 3,
                     *         "text": "Under Review"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Debit"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Check"
                     *       },
                     *       {
                     *         "id": 3,
                     *         "text": "Deposit"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PaymentMethodOptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListPayrollFrequencies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payroll frequencies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Weekly"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Bi-Weekly"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListPrograms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The programs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 7,
                     *         "text": "Summer Youth Employment Program",
                     *         "code": "SYEP",
                     *         "organizationId": 3
                     *       },
                     *       {
                     *         "id": 8,
                     *         "text": "Year-Round Youth Program",
                     *         "code": "YRYP",
                     *         "organizationId": 3
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListQualityReviewSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quality review sections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Applicant Information"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Eligibility Documents"
                     *       },
                     *       {
                     *         "id": 3,
                     *         "text": "Clearances"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListReviewStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review statuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Complete"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Incomplete"
                     *       },
                     *       {
                     *         "id": 3,
                     *         "text": "Not Present"
                     *       },
                     *       {
                     *         "id": 4,
                     *         "text": "Incomplete - Requires Clearances"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListStudentInterests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The participant interests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 21,
                     *         "text": "Health Care"
                     *       },
                     *       {
                     *         "id": 22,
                     *         "text": "Information Technology"
                     *       },
                     *       {
                     *         "id": 23,
                     *         "text": "Construction Trades"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListSuffixes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The name suffixes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Jr."
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Sr."
                     *       },
                     *       {
                     *         "id": 3,
                     *         "text": "II"
                     *       },
                     *       {
                     *         "id": 4,
                     *         "text": "III"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListUsStates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The us states. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 39,
                     *         "text": "Pennsylvania",
                     *         "code": "PA"
                     *       },
                     *       {
                     *         "id": 36,
                     *         "text": "Ohio",
                     *         "code": "OH"
                     *       },
                     *       {
                     *         "id": 49,
                     *         "text": "West Virginia",
                     *         "code": "WV"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListUserContractCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 14,
                     *         "text": "SYEP-2026-014",
                     *         "code": "SYEP-2026-014",
                     *         "organizationId": 3
                     *       },
                     *       {
                     *         "id": 15,
                     *         "text": "SYEP-2026-015",
                     *         "code": "SYEP-2026-015",
                     *         "organizationId": 3
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListUserStates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The states. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 39,
                     *         "text": "Pennsylvania",
                     *         "code": "PA"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListVerificationTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Signature Page"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "W-4"
                     *       },
                     *       {
                     *         "id": 3,
                     *         "text": "I-9"
                     *       },
                     *       {
                     *         "id": 13,
                     *         "text": "Work Permit"
                     *       },
                     *       {
                     *         "id": 23,
                     *         "text": "Standart Verification"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["VerificationTypeOptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsListWaiverReleases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The waiver releases. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Signed"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Not signed"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupsUpdate: {
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
                 *       "id": 118,
                 *       "lookupName": "job-sectors",
                 *       "text": "Hospitality & Tourism",
                 *       "organizationId": 3,
                 *       "startDate": "2026-01-01",
                 *       "endDate": "2026-12-31",
                 *       "version": 1
                 *     }
                 */
                "application/json": components["schemas"]["LookupOptionUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated option. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 118,
                     *       "text": "Hospitality & Tourism",
                     *       "organizationId": 3,
                     *       "startDate": "2026-01-01",
                     *       "endDate": "2026-12-31",
                     *       "version": 2,
                     *       "createDate": "2026-01-05T10:00:00Z",
                     *       "createUser": "mthompson",
                     *       "lastUpdateDate": "2026-06-29T14:05:00Z",
                     *       "lastUpdateUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["LookupOption"];
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
    lookupsCreate: {
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
                 *       "lookupName": "job-sectors",
                 *       "text": "Hospitality",
                 *       "organizationId": 3,
                 *       "startDate": "2026-01-01",
                 *       "endDate": "2026-12-31"
                 *     }
                 */
                "application/json": components["schemas"]["LookupOptionCreateRequest"];
            };
        };
        responses: {
            /** @description The added option. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 118,
                     *       "text": "Hospitality",
                     *       "organizationId": 3,
                     *       "startDate": "2026-01-01",
                     *       "endDate": "2026-12-31",
                     *       "version": 0,
                     *       "createDate": "2026-06-29T14:05:00Z",
                     *       "createUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["LookupOption"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    lookupsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The lookup name, e.g. barrier-types.
                 * @example barrier-types
                 */
                lookup: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 301,
                     *         "text": "Transportation",
                     *         "organizationId": 3,
                     *         "startDate": "2026-01-01",
                     *         "version": 0,
                     *         "createDate": "2026-01-05T10:00:00Z",
                     *         "createUser": "mthompson"
                     *       },
                     *       {
                     *         "id": 302,
                     *         "text": "Housing Instability",
                     *         "organizationId": 3,
                     *         "startDate": "2026-01-01",
                     *         "endDate": "2026-12-31",
                     *         "version": 2,
                     *         "createDate": "2026-01-05T10:02:00Z",
                     *         "createUser": "mthompson",
                     *         "lastUpdateDate": "2026-03-11T09:15:00Z",
                     *         "lastUpdateUser": "jcarter"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["LookupOptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    lookupsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The lookup option id.
                 * @example 118
                 */
                lookup: components["schemas"]["Id"];
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
    organizationsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organizations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Partner4Work"
                     *       },
                     *       {
                     *         "id": 5,
                     *         "name": "Three Rivers Youth Works"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OrganizationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    organizationsListContractCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 14,
                     *         "contractCode": "SYEP-2026-014",
                     *         "organizationId": 3,
                     *         "startDate": "2026-06-29",
                     *         "endDate": "2026-08-28"
                     *       },
                     *       {
                     *         "id": 15,
                     *         "contractCode": "SYEP-2026-015",
                     *         "organizationId": 3,
                     *         "startDate": "2026-06-29",
                     *         "endDate": "2026-08-28"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ContractList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    organizationsListContractCodesByOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization.
                 * @example 3
                 */
                organizationId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 14,
                     *         "contractCode": "SYEP-2026-014",
                     *         "organizationId": 3,
                     *         "startDate": "2026-06-29",
                     *         "endDate": "2026-08-28"
                     *       },
                     *       {
                     *         "id": 15,
                     *         "contractCode": "SYEP-2026-015",
                     *         "organizationId": 3,
                     *         "startDate": "2026-06-29",
                     *         "endDate": "2026-08-28"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ContractList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    organizationsListContractCodeOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract code options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 14,
                     *         "text": "SYEP-2026-014",
                     *         "code": "SYEP-2026-014",
                     *         "organizationId": 3
                     *       },
                     *       {
                     *         "id": 15,
                     *         "text": "SYEP-2026-015",
                     *         "code": "SYEP-2026-015",
                     *         "organizationId": 3
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    programsListOptions: {
        parameters: {
            query?: {
                /**
                 * @description Restrict the list to one organization.
                 * @example 3
                 */
                organizationId?: components["parameters"]["OrganizationIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The program options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 7,
                     *         "text": "Summer Youth Employment Program",
                     *         "code": "SYEP",
                     *         "organizationId": 3
                     *       },
                     *       {
                     *         "id": 8,
                     *         "text": "Year-Round Youth Program",
                     *         "code": "YRYP",
                     *         "organizationId": 3
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    programsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 7 */
                programId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The program. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "name": "Summer Youth Employment Program",
                     *       "code": "SYEP",
                     *       "description": "Six-week paid summer work experience for Pittsburgh youth aged 14 to 21.",
                     *       "organizationId": 3,
                     *       "organizationName": "Partner4Work",
                     *       "startDate": "2026-06-29",
                     *       "endDate": "2026-08-28",
                     *       "isActive": true,
                     *       "version": 5,
                     *       "createDate": "2025-11-03T15:00:00Z",
                     *       "createUser": "mthompson",
                     *       "lastUpdateDate": "2026-04-01T12:30:00Z",
                     *       "lastUpdateUser": "mthompson"
                     *     }
                     */
                    "application/json": components["schemas"]["Program"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    programsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 7 */
                programId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Summer Youth Employment Program",
                 *       "code": "SYEP",
                 *       "description": "Six-week paid summer work experience for Pittsburgh youth aged 14 to 24.",
                 *       "organizationId": 3,
                 *       "startDate": "2026-06-29",
                 *       "endDate": "2026-08-28",
                 *       "isActive": true,
                 *       "version": 5
                 *     }
                 */
                "application/json": components["schemas"]["ProgramUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated program. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "name": "Summer Youth Employment Program",
                     *       "code": "SYEP",
                     *       "description": "Six-week paid summer work experience for Pittsburgh youth aged 14 to 24.",
                     *       "organizationId": 3,
                     *       "organizationName": "Partner4Work",
                     *       "startDate": "2026-06-29",
                     *       "endDate": "2026-08-28",
                     *       "isActive": true,
                     *       "version": 6,
                     *       "createDate": "2025-11-03T15:00:00Z",
                     *       "createUser": "mthompson",
                     *       "lastUpdateDate": "2026-06-29T14:05:00Z",
                     *       "lastUpdateUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["Program"];
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
    programsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 7 */
                programId: components["schemas"]["Id"];
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
    enrollmentProgramsListWithOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The enrollment programs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 21,
                     *         "text": "SYEP 2026 Summer Cohort",
                     *         "code": "SYEP-26",
                     *         "organizationId": 3,
                     *         "organizationName": "Partner4Work"
                     *       },
                     *       {
                     *         "id": 22,
                     *         "text": "Year-Round 2026",
                     *         "code": "YR-26",
                     *         "organizationId": 5,
                     *         "organizationName": "Three Rivers Youth Works"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["EnrollmentProgramOptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    enrollmentProgramsGetContractPayrollDelivery: {
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
                 *       "contractId": 14,
                 *       "worksiteId": 208
                 *     }
                 */
                "application/json": components["schemas"]["ContractPayrollDeliveryRequest"];
            };
        };
        responses: {
            /** @description The payroll delivery setting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contractId": 14,
                     *       "worksiteId": 208,
                     *       "enrollmentProgramId": 21,
                     *       "paymentMethod": "Debit",
                     *       "cardProviderId": 2,
                     *       "payrollFrequencyId": 2
                     *     }
                     */
                    "application/json": components["schemas"]["ContractPayrollDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    locationsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The locations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "name": "East Liberty CareerLink",
                     *         "apartment": "Suite 200",
                     *         "street": "6055 Penn Ave",
                     *         "city": "Pittsburgh",
                     *         "state": "PA"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "name": "Downtown Youth Center",
                     *         "street": "1200 Penn Ave",
                     *         "city": "Pittsburgh",
                     *         "state": "PA"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["LocationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    incomeRangesListForEnrollment: {
        parameters: {
            query: {
                /**
                 * @description The enrollment program.
                 * @example 21
                 */
                enrollmentProgramId: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The income ranges. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 31,
                     *         "familySize": 3,
                     *         "fundingType": "WIOA",
                     *         "from": 0,
                     *         "to": 31200,
                     *         "summary": "Family of 3, up to $31,200.00",
                     *         "organizationId": 3
                     *       },
                     *       {
                     *         "id": 32,
                     *         "familySize": 4,
                     *         "fundingType": "WIOA",
                     *         "from": 0,
                     *         "to": 39000,
                     *         "summary": "Family of 4, up to $39,000.00",
                     *         "organizationId": 3
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["IncomeRangeList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    schoolsListOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The school options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 101,
                     *         "text": "Pittsburgh Allderdice High School",
                     *         "code": "ALLD"
                     *       },
                     *       {
                     *         "id": 102,
                     *         "text": "Pittsburgh Westinghouse Academy",
                     *         "code": "WEST"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    jobsListAvailable: {
        parameters: {
            query?: {
                /**
                 * @description Restrict to one contract.
                 * @example 14
                 */
                contractId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The available jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "jobName": "Park Maintenance Crew Member",
                     *         "jobId": 512,
                     *         "jobStartDate": "2026-06-29",
                     *         "jobEndDate": "2026-08-07",
                     *         "contractId": 14,
                     *         "contractCode": "SYEP-2026-014",
                     *         "worksiteId": 208,
                     *         "worksiteName": "Hillcrest Community Center",
                     *         "incentiveOnly": false,
                     *         "openings": 3
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["JobOpeningList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    payrollListCalendarOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payroll calendar options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 4,
                     *         "text": "Summer 2026 Bi-Weekly",
                     *         "organizationId": 3
                     *       },
                     *       {
                     *         "id": 5,
                     *         "text": "Year-Round 2026 Bi-Weekly",
                     *         "organizationId": 3
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    paymentProvidersListOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment providers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 1,
                     *         "text": "Keystone Payroll Services",
                     *         "code": "KPS"
                     *       },
                     *       {
                     *         "id": 2,
                     *         "text": "Allegheny Paycheck Co.",
                     *         "code": "APC"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    cardProvidersListOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card providers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 2,
                     *         "text": "FSV Payment Systems",
                     *         "code": "FSV"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    timesheetsGet: {
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
                 *       "id": 7730
                 *     }
                 */
                "application/json": components["schemas"]["TimesheetGetRequest"];
            };
        };
        responses: {
            /** @description The timesheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7730,
                     *       "studentJobId": 2210,
                     *       "periodStartDate": "2026-06-29",
                     *       "periodEndDate": "2026-07-11",
                     *       "hourlyRate": 12.5,
                     *       "workedHours": 32,
                     *       "incentiveAmount": 50,
                     *       "comments": "Two days rained out.",
                     *       "entryProcessId": 601,
                     *       "worksite": {
                     *         "id": 208,
                     *         "text": "Hillcrest Community Center"
                     *       },
                     *       "job": {
                     *         "id": 512,
                     *         "text": "Park Maintenance Crew Member"
                     *       },
                     *       "student": {
                     *         "id": 3051,
                     *         "text": "Carter, Jasmine"
                     *       },
                     *       "status": "Pending",
                     *       "ssn": "*****6789",
                     *       "cumulativeHours": 96,
                     *       "cumulativeIncentives": 150,
                     *       "remainingHours": 144,
                     *       "remainingPayouts": 250,
                     *       "isProcessed": false,
                     *       "incentiveOnlyFlag": false,
                     *       "maxHoursPerStudent": 240,
                     *       "maxIncentiveAmount": 400,
                     *       "version": 1,
                     *       "createDate": "2026-07-12T10:00:00Z",
                     *       "createUser": "rmorales"
                     *     }
                     */
                    "application/json": components["schemas"]["Timesheet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    timesheetsSearch: {
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
                 *       "filters": [
                 *         {
                 *           "field": "status",
                 *           "operator": "eq",
                 *           "value": "Pending"
                 *         },
                 *         {
                 *           "field": "periodFrom",
                 *           "operator": "gte",
                 *           "value": "2026-06-29"
                 *         }
                 *       ],
                 *       "sort": [
                 *         {
                 *           "field": "name",
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
            /** @description One page of timesheets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 7730,
                     *           "status": "Pending",
                     *           "name": "Carter, Jasmine",
                     *           "ssn": "*****6789",
                     *           "periodFrom": "2026-06-29",
                     *           "periodTo": "2026-07-11",
                     *           "hourlyRate": 12.5,
                     *           "workedHours": 32,
                     *           "incentiveAmount": 50,
                     *           "payrolledAmount": 0,
                     *           "payrollType": "Regular",
                     *           "comments": "Two days rained out.",
                     *           "remainingHours": 208,
                     *           "version": 1
                     *         },
                     *         {
                     *           "id": 7731,
                     *           "status": "Pending",
                     *           "name": "Nguyen, Marcus",
                     *           "ssn": "*****4321",
                     *           "periodFrom": "2026-06-29",
                     *           "periodTo": "2026-07-11",
                     *           "hourlyRate": 12.5,
                     *           "workedHours": 28.5,
                     *           "incentiveAmount": 0,
                     *           "payrolledAmount": 0,
                     *           "payrollType": "Regular",
                     *           "remainingHours": 211.5,
                     *           "version": 0
                     *         }
                     *       ],
                     *       "total": 2
                     *     }
                     */
                    "application/json": components["schemas"]["TimesheetRowPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    timesheetsSearchItems: {
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
                 *       "filters": [
                 *         {
                 *           "field": "studentJobId",
                 *           "operator": "eq",
                 *           "value": 2210
                 *         }
                 *       ],
                 *       "sort": [
                 *         {
                 *           "field": "periodStartDate",
                 *           "direction": "desc"
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
            /** @description One page of timesheet entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 7730,
                     *           "studentJobId": 2210,
                     *           "periodStartDate": "2026-06-29",
                     *           "periodEndDate": "2026-07-11",
                     *           "hourlyRate": 12.5,
                     *           "workedHours": 32,
                     *           "incentiveAmount": 50,
                     *           "comments": "Two days rained out.",
                     *           "entryProcessId": 601
                     *         }
                     *       ],
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["TimesheetEntryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    timesheetsSearchProcessingItems: {
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
                 *       "filters": [
                 *         {
                 *           "field": "status",
                 *           "operator": "eq",
                 *           "value": "Approved for Payroll"
                 *         }
                 *       ],
                 *       "sort": [
                 *         {
                 *           "field": "periodStartDate",
                 *           "direction": "desc"
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
            /** @description One page of processing items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "status": "Approved for Payroll",
                     *           "periodStartDate": "2026-06-29",
                     *           "periodEndDate": "2026-07-11",
                     *           "totalHours": 1184,
                     *           "totalIncentiveAmount": 1850,
                     *           "totalPayrollAmount": 16650,
                     *           "studentsNumber": 37,
                     *           "entryProcessId": 601,
                     *           "payrollProcessId": 88
                     *         }
                     *       ],
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["PayrollProcessSummaryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    timesheetsSaveProcessingItem: {
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
                 *       "id": 7730,
                 *       "workedHours": 30,
                 *       "incentiveAmount": 50,
                 *       "comments": "Corrected after supervisor call.",
                 *       "version": 1
                 *     }
                 */
                "application/json": components["schemas"]["ProcessingItemSaveRequest"];
            };
        };
        responses: {
            /** @description The corrected timesheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7730,
                     *       "studentJobId": 2210,
                     *       "periodStartDate": "2026-06-29",
                     *       "periodEndDate": "2026-07-11",
                     *       "hourlyRate": 12.5,
                     *       "workedHours": 30,
                     *       "incentiveAmount": 50,
                     *       "comments": "Corrected after supervisor call.",
                     *       "entryProcessId": 601,
                     *       "worksite": {
                     *         "id": 208,
                     *         "text": "Hillcrest Community Center"
                     *       },
                     *       "job": {
                     *         "id": 512,
                     *         "text": "Park Maintenance Crew Member"
                     *       },
                     *       "student": {
                     *         "id": 3051,
                     *         "text": "Carter, Jasmine"
                     *       },
                     *       "status": "Pending",
                     *       "ssn": "*****6789",
                     *       "cumulativeHours": 94,
                     *       "cumulativeIncentives": 150,
                     *       "remainingHours": 146,
                     *       "remainingPayouts": 250,
                     *       "isProcessed": false,
                     *       "incentiveOnlyFlag": false,
                     *       "maxHoursPerStudent": 240,
                     *       "maxIncentiveAmount": 400,
                     *       "version": 2,
                     *       "createDate": "2026-07-12T10:00:00Z",
                     *       "createUser": "rmorales",
                     *       "lastUpdateDate": "2026-07-13T09:00:00Z",
                     *       "lastUpdateUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["Timesheet"];
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
    timesheetsSubmit: {
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
                 *       "timesheetIds": [
                 *         7730,
                 *         7731
                 *       ],
                 *       "manualCheck": false
                 *     }
                 */
                "application/json": components["schemas"]["TimesheetSubmitRequest"];
            };
        };
        responses: {
            /** @description The submitted timesheets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "updatedCount": 2,
                     *       "items": [
                     *         {
                     *           "id": 7730,
                     *           "status": "Submitted for Payroll",
                     *           "name": "Carter, Jasmine",
                     *           "ssn": "*****6789",
                     *           "periodFrom": "2026-06-29",
                     *           "periodTo": "2026-07-11",
                     *           "hourlyRate": 12.5,
                     *           "workedHours": 32,
                     *           "incentiveAmount": 50,
                     *           "payrolledAmount": 0,
                     *           "payrollType": "Regular",
                     *           "comments": "Two days rained out.",
                     *           "remainingHours": 208,
                     *           "version": 2
                     *         },
                     *         {
                     *           "id": 7731,
                     *           "status": "Submitted for Payroll",
                     *           "name": "Nguyen, Marcus",
                     *           "ssn": "*****4321",
                     *           "periodFrom": "2026-06-29",
                     *           "periodTo": "2026-07-11",
                     *           "hourlyRate": 12.5,
                     *           "workedHours": 28.5,
                     *           "incentiveAmount": 0,
                     *           "payrolledAmount": 0,
                     *           "payrollType": "Regular",
                     *           "remainingHours": 211.5,
                     *           "version": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TimesheetActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    timesheetsApprove: {
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
                 *       "organizationId": 3,
                 *       "companyEntryProcessIds": [
                 *         601,
                 *         602
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["TimesheetApproveRequest"];
            };
        };
        responses: {
            /** @description The approved timesheets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "updatedCount": 1,
                     *       "items": [
                     *         {
                     *           "id": 7730,
                     *           "status": "Approved for Payroll",
                     *           "name": "Carter, Jasmine",
                     *           "ssn": "*****6789",
                     *           "periodFrom": "2026-06-29",
                     *           "periodTo": "2026-07-11",
                     *           "hourlyRate": 12.5,
                     *           "workedHours": 32,
                     *           "incentiveAmount": 50,
                     *           "payrolledAmount": 0,
                     *           "payrollType": "Regular",
                     *           "comments": "Two days rained out.",
                     *           "remainingHours": 208,
                     *           "version": 3,
                     *           "approvedBy": "jcarter"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TimesheetActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    exportExcel: {
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
                 *       "fileName": "export",
                 *       "sheetName": "Timesheets",
                 *       "columns": [
                 *         {
                 *           "field": "name",
                 *           "title": "Name",
                 *           "format": "text"
                 *         },
                 *         {
                 *           "field": "periodFrom",
                 *           "title": "Period From",
                 *           "format": "date"
                 *         },
                 *         {
                 *           "field": "workedHours",
                 *           "title": "Worked Hours",
                 *           "format": "number"
                 *         }
                 *       ],
                 *       "rows": [
                 *         [
                 *           "Carter, Jasmine",
                 *           "2026-06-29",
                 *           32
                 *         ],
                 *         [
                 *           "Nguyen, Marcus",
                 *           "2026-06-29",
                 *           28.5
                 *         ]
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ExcelExportRequest"];
            };
        };
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fileName": "export.xlsx",
                     *       "contentType": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                     *       "content": "UEsDBBQABgAIAAAAIQBi7p1oXgEAAJAEAAATAAgCW0NvbnRlbnRfVHlwZXNdLnhtbCCiBAIooAAC"
                     *     }
                     */
                    "application/json": components["schemas"]["ExcelFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    programsSearch: {
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
                 *       "quickSearch": "Summer",
                 *       "filters": [
                 *         {
                 *           "field": "isActive",
                 *           "operator": "eq",
                 *           "value": true
                 *         }
                 *       ],
                 *       "sort": [
                 *         {
                 *           "field": "name",
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
            /** @description One page of programs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 7,
                     *           "name": "Summer Youth Employment Program",
                     *           "code": "SYEP",
                     *           "description": "Six-week paid summer work experience for Pittsburgh youth aged 14 to 21.",
                     *           "organizationId": 3,
                     *           "organizationName": "Partner4Work",
                     *           "startDate": "2026-06-29",
                     *           "endDate": "2026-08-28",
                     *           "isActive": true,
                     *           "version": 5,
                     *           "createDate": "2025-11-03T15:00:00Z",
                     *           "createUser": "mthompson",
                     *           "lastUpdateDate": "2026-04-01T12:30:00Z",
                     *           "lastUpdateUser": "mthompson"
                     *         }
                     *       ],
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["ProgramPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    programsCreate: {
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
                 *       "name": "Summer Youth Employment Program",
                 *       "code": "SYEP",
                 *       "description": "Six-week paid summer work experience for Pittsburgh youth aged 14 to 21.",
                 *       "organizationId": 3,
                 *       "startDate": "2026-06-29",
                 *       "endDate": "2026-08-28",
                 *       "isActive": true
                 *     }
                 */
                "application/json": components["schemas"]["ProgramCreateRequest"];
            };
        };
        responses: {
            /** @description The created program. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "name": "Summer Youth Employment Program",
                     *       "code": "SYEP",
                     *       "description": "Six-week paid summer work experience for Pittsburgh youth aged 14 to 21.",
                     *       "organizationId": 3,
                     *       "organizationName": "Partner4Work",
                     *       "startDate": "2026-06-29",
                     *       "endDate": "2026-08-28",
                     *       "isActive": true,
                     *       "version": 0,
                     *       "createDate": "2026-06-29T14:05:00Z",
                     *       "createUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["Program"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    enrollmentProgramsSearch: {
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
                 *       "filters": [
                 *         {
                 *           "field": "programId",
                 *           "operator": "eq",
                 *           "value": 7
                 *         }
                 *       ],
                 *       "sort": [
                 *         {
                 *           "field": "startDate",
                 *           "direction": "desc"
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
            /** @description One page of enrollment programs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 21,
                     *           "name": "SYEP 2026 Summer Cohort",
                     *           "code": "SYEP-26",
                     *           "programId": 7,
                     *           "programName": "Summer Youth Employment Program",
                     *           "organizationId": 3,
                     *           "organizationName": "Partner4Work",
                     *           "fundingSourceId": 5,
                     *           "startDate": "2026-06-29",
                     *           "endDate": "2026-08-28",
                     *           "applicationStartDate": "2026-02-01",
                     *           "applicationEndDate": "2026-05-15",
                     *           "minAge": 14,
                     *           "maxAge": 21,
                     *           "hourlyRate": 12.5,
                     *           "maxHoursPerStudent": 240,
                     *           "maxIncentiveAmount": 400,
                     *           "paymentMethod": "Debit",
                     *           "isActive": true,
                     *           "version": 3,
                     *           "createDate": "2025-12-01T14:00:00Z",
                     *           "createUser": "mthompson",
                     *           "lastUpdateDate": "2026-01-20T10:30:00Z",
                     *           "lastUpdateUser": "mthompson"
                     *         }
                     *       ],
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["EnrollmentProgramPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    enrollmentProgramsCreate: {
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
                 *       "name": "SYEP 2026 Summer Cohort",
                 *       "code": "SYEP-26",
                 *       "programId": 7,
                 *       "organizationId": 3,
                 *       "fundingSourceId": 5,
                 *       "startDate": "2026-06-29",
                 *       "endDate": "2026-08-28",
                 *       "applicationStartDate": "2026-02-01",
                 *       "applicationEndDate": "2026-05-15",
                 *       "minAge": 14,
                 *       "maxAge": 21,
                 *       "hourlyRate": 12.5,
                 *       "maxHoursPerStudent": 240,
                 *       "maxIncentiveAmount": 400,
                 *       "paymentMethod": "Debit",
                 *       "isActive": true
                 *     }
                 */
                "application/json": components["schemas"]["EnrollmentProgramCreateRequest"];
            };
        };
        responses: {
            /** @description The created enrollment program. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 21,
                     *       "name": "SYEP 2026 Summer Cohort",
                     *       "code": "SYEP-26",
                     *       "programId": 7,
                     *       "programName": "Summer Youth Employment Program",
                     *       "organizationId": 3,
                     *       "organizationName": "Partner4Work",
                     *       "fundingSourceId": 5,
                     *       "startDate": "2026-06-29",
                     *       "endDate": "2026-08-28",
                     *       "applicationStartDate": "2026-02-01",
                     *       "applicationEndDate": "2026-05-15",
                     *       "minAge": 14,
                     *       "maxAge": 21,
                     *       "hourlyRate": 12.5,
                     *       "maxHoursPerStudent": 240,
                     *       "maxIncentiveAmount": 400,
                     *       "paymentMethod": "Debit",
                     *       "isActive": true,
                     *       "version": 0,
                     *       "createDate": "2026-06-29T14:05:00Z",
                     *       "createUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["EnrollmentProgram"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    enrollmentProgramsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 21 */
                enrollmentProgramId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The enrollment program. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 21,
                     *       "name": "SYEP 2026 Summer Cohort",
                     *       "code": "SYEP-26",
                     *       "programId": 7,
                     *       "programName": "Summer Youth Employment Program",
                     *       "organizationId": 3,
                     *       "organizationName": "Partner4Work",
                     *       "fundingSourceId": 5,
                     *       "startDate": "2026-06-29",
                     *       "endDate": "2026-08-28",
                     *       "applicationStartDate": "2026-02-01",
                     *       "applicationEndDate": "2026-05-15",
                     *       "minAge": 14,
                     *       "maxAge": 21,
                     *       "hourlyRate": 12.5,
                     *       "maxHoursPerStudent": 240,
                     *       "maxIncentiveAmount": 400,
                     *       "paymentMethod": "Debit",
                     *       "isActive": true,
                     *       "version": 3,
                     *       "createDate": "2025-12-01T14:00:00Z",
                     *       "createUser": "mthompson",
                     *       "lastUpdateDate": "2026-01-20T10:30:00Z",
                     *       "lastUpdateUser": "mthompson"
                     *     }
                     */
                    "application/json": components["schemas"]["EnrollmentProgram"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    enrollmentProgramsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 21 */
                enrollmentProgramId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "SYEP 2026 Summer Cohort",
                 *       "code": "SYEP-26",
                 *       "programId": 7,
                 *       "organizationId": 3,
                 *       "fundingSourceId": 5,
                 *       "startDate": "2026-06-29",
                 *       "endDate": "2026-08-28",
                 *       "applicationStartDate": "2026-02-01",
                 *       "applicationEndDate": "2026-05-22",
                 *       "minAge": 14,
                 *       "maxAge": 21,
                 *       "hourlyRate": 12.5,
                 *       "maxHoursPerStudent": 240,
                 *       "maxIncentiveAmount": 400,
                 *       "paymentMethod": "Debit",
                 *       "isActive": true,
                 *       "version": 3
                 *     }
                 */
                "application/json": components["schemas"]["EnrollmentProgramUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated enrollment program. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 21,
                     *       "name": "SYEP 2026 Summer Cohort",
                     *       "code": "SYEP-26",
                     *       "programId": 7,
                     *       "programName": "Summer Youth Employment Program",
                     *       "organizationId": 3,
                     *       "organizationName": "Partner4Work",
                     *       "fundingSourceId": 5,
                     *       "startDate": "2026-06-29",
                     *       "endDate": "2026-08-28",
                     *       "applicationStartDate": "2026-02-01",
                     *       "applicationEndDate": "2026-05-22",
                     *       "minAge": 14,
                     *       "maxAge": 21,
                     *       "hourlyRate": 12.5,
                     *       "maxHoursPerStudent": 240,
                     *       "maxIncentiveAmount": 400,
                     *       "paymentMethod": "Debit",
                     *       "isActive": true,
                     *       "version": 4,
                     *       "createDate": "2025-12-01T14:00:00Z",
                     *       "createUser": "mthompson",
                     *       "lastUpdateDate": "2026-06-29T14:05:00Z",
                     *       "lastUpdateUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["EnrollmentProgram"];
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
    enrollmentProgramsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 21 */
                enrollmentProgramId: components["schemas"]["Id"];
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
    enrollmentProgramsCopy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 21 */
                enrollmentProgramId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "SYEP 2027 Summer Cohort",
                 *       "code": "SYEP-27",
                 *       "startDate": "2027-06-28",
                 *       "endDate": "2027-08-27"
                 *     }
                 */
                "application/json": components["schemas"]["EnrollmentProgramCopyRequest"];
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
                     *       "id": 24,
                     *       "name": "SYEP 2027 Summer Cohort",
                     *       "code": "SYEP-27",
                     *       "programId": 7,
                     *       "programName": "Summer Youth Employment Program",
                     *       "organizationId": 3,
                     *       "organizationName": "Partner4Work",
                     *       "fundingSourceId": 5,
                     *       "startDate": "2027-06-28",
                     *       "endDate": "2027-08-27",
                     *       "applicationStartDate": "2027-02-01",
                     *       "applicationEndDate": "2027-05-14",
                     *       "minAge": 14,
                     *       "maxAge": 21,
                     *       "hourlyRate": 12.5,
                     *       "maxHoursPerStudent": 240,
                     *       "maxIncentiveAmount": 400,
                     *       "paymentMethod": "Debit",
                     *       "isActive": true,
                     *       "version": 0,
                     *       "createDate": "2026-06-29T14:05:00Z",
                     *       "createUser": "jcarter"
                     *     }
                     */
                    "application/json": components["schemas"]["EnrollmentProgram"];
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
    worksitesSearch: {
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
                 *       "quickSearch": "Library",
                 *       "filters": [
                 *         {
                 *           "field": "status",
                 *           "operator": "eq",
                 *           "value": "Approved"
                 *         },
                 *         {
                 *           "field": "zipCode",
                 *           "operator": "startsWith",
                 *           "value": "152"
                 *         }
                 *       ],
                 *       "sort": [
                 *         {
                 *           "field": "name",
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 1204,
                     *           "name": "Carnegie Library - Hill District",
                     *           "contractorId": 77,
                     *           "jobSectorId": 4,
                     *           "description": "Neighbourhood branch library; youth help with the summer reading program.",
                     *           "addressLine1": "2177 Centre Avenue",
                     *           "addressLine2": null,
                     *           "city": "Pittsburgh",
                     *           "stateCode": "PA",
                     *           "zipCode": "15219",
                     *           "mainPhone": "(412) 555-0123",
                     *           "isPublicSector": true,
                     *           "isActive": true,
                     *           "status": "Approved",
                     *           "contractorName": "Carnegie Library of Pittsburgh",
                     *           "jobSectorName": "Education & Libraries",
                     *           "activeJobCount": 2,
                     *           "createDate": "2026-03-02T14:05:11Z",
                     *           "createUser": "jmorales",
                     *           "lastUpdateDate": "2026-06-18T09:41:27Z",
                     *           "lastUpdateUser": "kwashington",
                     *           "version": 2
                     *         }
                     *       ],
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["WorksitePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    worksitesCreate: {
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
                 *       "name": "Carnegie Library - Hill District",
                 *       "contractorId": 77,
                 *       "jobSectorId": 4,
                 *       "description": "Neighbourhood branch library; youth help with the summer reading program.",
                 *       "addressLine1": "2177 Centre Avenue",
                 *       "addressLine2": null,
                 *       "city": "Pittsburgh",
                 *       "stateCode": "PA",
                 *       "zipCode": "15219",
                 *       "mainPhone": "(412) 555-0123",
                 *       "isPublicSector": true,
                 *       "isActive": true
                 *     }
                 */
                "application/json": components["schemas"]["WorksiteCreateRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1204,
                     *       "name": "Carnegie Library - Hill District",
                     *       "contractorId": 77,
                     *       "jobSectorId": 4,
                     *       "description": "Neighbourhood branch library; youth help with the summer reading program.",
                     *       "addressLine1": "2177 Centre Avenue",
                     *       "addressLine2": null,
                     *       "city": "Pittsburgh",
                     *       "stateCode": "PA",
                     *       "zipCode": "15219",
                     *       "mainPhone": "(412) 555-0123",
                     *       "isPublicSector": true,
                     *       "isActive": true,
                     *       "status": "Approved",
                     *       "contractorName": "Carnegie Library of Pittsburgh",
                     *       "jobSectorName": "Education & Libraries",
                     *       "activeJobCount": 2,
                     *       "createDate": "2026-03-02T14:05:11Z",
                     *       "createUser": "jmorales",
                     *       "lastUpdateDate": "2026-06-18T09:41:27Z",
                     *       "lastUpdateUser": "kwashington",
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Worksite"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    worksitesGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the worksite.
                 * @example 1204
                 */
                worksiteId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1204,
                     *       "name": "Carnegie Library - Hill District",
                     *       "contractorId": 77,
                     *       "jobSectorId": 4,
                     *       "description": "Neighbourhood branch library; youth help with the summer reading program.",
                     *       "addressLine1": "2177 Centre Avenue",
                     *       "addressLine2": null,
                     *       "city": "Pittsburgh",
                     *       "stateCode": "PA",
                     *       "zipCode": "15219",
                     *       "mainPhone": "(412) 555-0123",
                     *       "isPublicSector": true,
                     *       "isActive": true,
                     *       "status": "Approved",
                     *       "contractorName": "Carnegie Library of Pittsburgh",
                     *       "jobSectorName": "Education & Libraries",
                     *       "activeJobCount": 2,
                     *       "createDate": "2026-03-02T14:05:11Z",
                     *       "createUser": "jmorales",
                     *       "lastUpdateDate": "2026-06-18T09:41:27Z",
                     *       "lastUpdateUser": "kwashington",
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Worksite"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    worksitesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the worksite.
                 * @example 1204
                 */
                worksiteId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Carnegie Library - Hill District",
                 *       "contractorId": 77,
                 *       "jobSectorId": 4,
                 *       "description": "Neighbourhood branch library; youth help with the summer reading program.",
                 *       "addressLine1": "2177 Centre Avenue",
                 *       "addressLine2": null,
                 *       "city": "Pittsburgh",
                 *       "stateCode": "PA",
                 *       "zipCode": "15219",
                 *       "mainPhone": "(412) 555-0123",
                 *       "isPublicSector": true,
                 *       "isActive": true,
                 *       "version": 2
                 *     }
                 */
                "application/json": components["schemas"]["WorksiteUpdateRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1204,
                     *       "name": "Carnegie Library - Hill District",
                     *       "contractorId": 77,
                     *       "jobSectorId": 4,
                     *       "description": "Neighbourhood branch library; youth help with the summer reading program.",
                     *       "addressLine1": "2177 Centre Avenue",
                     *       "addressLine2": null,
                     *       "city": "Pittsburgh",
                     *       "stateCode": "PA",
                     *       "zipCode": "15219",
                     *       "mainPhone": "(412) 555-0123",
                     *       "isPublicSector": true,
                     *       "isActive": true,
                     *       "status": "Approved",
                     *       "contractorName": "Carnegie Library of Pittsburgh",
                     *       "jobSectorName": "Education & Libraries",
                     *       "activeJobCount": 2,
                     *       "createDate": "2026-03-02T14:05:11Z",
                     *       "createUser": "jmorales",
                     *       "lastUpdateDate": "2026-06-18T09:41:27Z",
                     *       "lastUpdateUser": "kwashington",
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Worksite"];
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
    worksitesDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the worksite.
                 * @example 1204
                 */
                worksiteId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorksitesDeleteConflict"];
        };
    };
    worksitesApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the worksite.
                 * @example 1204
                 */
                worksiteId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "version": 2,
                 *       "decision": "Approved",
                 *       "comment": null
                 *     }
                 */
                "application/json": components["schemas"]["ApprovalDecisionRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1204,
                     *       "name": "Carnegie Library - Hill District",
                     *       "contractorId": 77,
                     *       "jobSectorId": 4,
                     *       "description": "Neighbourhood branch library; youth help with the summer reading program.",
                     *       "addressLine1": "2177 Centre Avenue",
                     *       "addressLine2": null,
                     *       "city": "Pittsburgh",
                     *       "stateCode": "PA",
                     *       "zipCode": "15219",
                     *       "mainPhone": "(412) 555-0123",
                     *       "isPublicSector": true,
                     *       "isActive": true,
                     *       "status": "Approved",
                     *       "contractorName": "Carnegie Library of Pittsburgh",
                     *       "jobSectorName": "Education & Libraries",
                     *       "activeJobCount": 2,
                     *       "createDate": "2026-03-02T14:05:11Z",
                     *       "createUser": "jmorales",
                     *       "lastUpdateDate": "2026-06-18T09:41:27Z",
                     *       "lastUpdateUser": "kwashington",
                     *       "version": 3
                     *     }
                     */
                    "application/json": components["schemas"]["Worksite"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorksitesApproveConflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    worksitesSearchContracted: {
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
                 *       "filters": [
                 *         {
                 *           "field": "contractId",
                 *           "operator": "eq",
                 *           "value": 311
                 *         }
                 *       ],
                 *       "sort": [
                 *         {
                 *           "field": "worksiteName",
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "contractId": 311,
                     *           "contractCode": "SYEP-2026-014",
                     *           "worksiteId": 1204,
                     *           "worksiteName": "Carnegie Library - Hill District",
                     *           "contractorName": "Carnegie Library of Pittsburgh",
                     *           "status": "Approved",
                     *           "linkedOn": "2026-04-10T13:00:00Z",
                     *           "linkedBy": "kwashington"
                     *         }
                     *       ],
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["ContractWorksitePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    worksitesLink: {
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
                 *       "contractId": 311,
                 *       "worksiteId": 1204
                 *     }
                 */
                "application/json": components["schemas"]["ContractWorksiteLink"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contractId": 311,
                     *       "contractCode": "SYEP-2026-014",
                     *       "worksiteId": 1204,
                     *       "worksiteName": "Carnegie Library - Hill District",
                     *       "contractorName": "Carnegie Library of Pittsburgh",
                     *       "status": "Approved",
                     *       "linkedOn": "2026-04-10T13:00:00Z",
                     *       "linkedBy": "kwashington"
                     *     }
                     */
                    "application/json": components["schemas"]["ContractWorksite"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["WorksitesLinkConflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    worksitesUnlink: {
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
                 *       "contractId": 311,
                 *       "worksiteId": 1204
                 *     }
                 */
                "application/json": components["schemas"]["ContractWorksiteLink"];
            };
        };
        responses: {
            /** @description Done; no body. */
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
            409: components["responses"]["WorksitesUnlinkConflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    worksitesListNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the worksite.
                 * @example 1204
                 */
                worksiteId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 901,
                     *         "note": "Site visit 07/09: supervisor asked for two more aides in August.",
                     *         "worksiteId": 1204,
                     *         "createDate": "2026-03-02T14:05:11Z",
                     *         "createUser": "jmorales",
                     *         "lastUpdateDate": "2026-06-18T09:41:27Z",
                     *         "lastUpdateUser": "kwashington"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["WorksiteNoteList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    worksitesCreateNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the worksite.
                 * @example 1204
                 */
                worksiteId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "Site visit 07/09: supervisor asked for two more aides in August."
                 *     }
                 */
                "application/json": components["schemas"]["WorksiteNoteCreateRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 901,
                     *       "note": "Site visit 07/09: supervisor asked for two more aides in August.",
                     *       "worksiteId": 1204,
                     *       "createDate": "2026-03-02T14:05:11Z",
                     *       "createUser": "jmorales",
                     *       "lastUpdateDate": "2026-06-18T09:41:27Z",
                     *       "lastUpdateUser": "kwashington"
                     *     }
                     */
                    "application/json": components["schemas"]["WorksiteNote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    worksitesDeleteNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the worksite.
                 * @example 1204
                 */
                worksiteId: components["schemas"]["Id"];
                /**
                 * @description Identifier of the note.
                 * @example 901
                 */
                noteId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
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
    jobsSearch: {
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
                 *       "quickSearch": "Aide",
                 *       "filters": [
                 *         {
                 *           "field": "status",
                 *           "operator": "in",
                 *           "value": [
                 *             "Pending Approval",
                 *             "Approved"
                 *           ]
                 *         },
                 *         {
                 *           "field": "contractId",
                 *           "operator": "eq",
                 *           "value": 311
                 *         }
                 *       ],
                 *       "sort": [
                 *         {
                 *           "field": "startDate",
                 *           "direction": "desc"
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": 9071,
                     *           "name": "Library Aide",
                     *           "worksiteId": 1204,
                     *           "contractId": 311,
                     *           "jobSectorId": 4,
                     *           "description": "Shelve books, help run the children’s reading hour and the summer reading sign-up desk.",
                     *           "startDate": "2026-06-29",
                     *           "endDate": "2026-08-07",
                     *           "positions": 4,
                     *           "hourlyRate": 12.5,
                     *           "incentiveOnly": false,
                     *           "maxHoursPerStudent": 150,
                     *           "maxIncentiveAmount": 250,
                     *           "minAge": 14,
                     *           "maxAge": 18,
                     *           "supervisorName": "Angela Brooks",
                     *           "supervisorPhone": "(412) 555-0124",
                     *           "supervisorEmail": "abrooks@carnegielibrary.example.org",
                     *           "workSchedule": "Mon-Thu 9:00-14:00",
                     *           "status": "Approved",
                     *           "worksiteName": "Carnegie Library - Hill District",
                     *           "contractCode": "SYEP-2026-014",
                     *           "filledPositions": 3,
                     *           "renewedFromJobId": null,
                     *           "createDate": "2026-03-02T14:05:11Z",
                     *           "createUser": "jmorales",
                     *           "lastUpdateDate": "2026-06-18T09:41:27Z",
                     *           "lastUpdateUser": "kwashington",
                     *           "version": 2
                     *         }
                     *       ],
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["JobPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    jobsCreate: {
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
                 *       "name": "Library Aide",
                 *       "worksiteId": 1204,
                 *       "contractId": 311,
                 *       "jobSectorId": 4,
                 *       "description": "Shelve books, help run the children’s reading hour and the summer reading sign-up desk.",
                 *       "startDate": "2026-06-29",
                 *       "endDate": "2026-08-07",
                 *       "positions": 4,
                 *       "hourlyRate": 12.5,
                 *       "incentiveOnly": false,
                 *       "maxHoursPerStudent": 150,
                 *       "maxIncentiveAmount": 250,
                 *       "minAge": 14,
                 *       "maxAge": 18,
                 *       "supervisorName": "Angela Brooks",
                 *       "supervisorPhone": "(412) 555-0124",
                 *       "supervisorEmail": "abrooks@carnegielibrary.example.org",
                 *       "workSchedule": "Mon-Thu 9:00-14:00"
                 *     }
                 */
                "application/json": components["schemas"]["JobCreateRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 9071,
                     *       "name": "Library Aide",
                     *       "worksiteId": 1204,
                     *       "contractId": 311,
                     *       "jobSectorId": 4,
                     *       "description": "Shelve books, help run the children’s reading hour and the summer reading sign-up desk.",
                     *       "startDate": "2026-06-29",
                     *       "endDate": "2026-08-07",
                     *       "positions": 4,
                     *       "hourlyRate": 12.5,
                     *       "incentiveOnly": false,
                     *       "maxHoursPerStudent": 150,
                     *       "maxIncentiveAmount": 250,
                     *       "minAge": 14,
                     *       "maxAge": 18,
                     *       "supervisorName": "Angela Brooks",
                     *       "supervisorPhone": "(412) 555-0124",
                     *       "supervisorEmail": "abrooks@carnegielibrary.example.org",
                     *       "workSchedule": "Mon-Thu 9:00-14:00",
                     *       "status": "Approved",
                     *       "worksiteName": "Carnegie Library - Hill District",
                     *       "contractCode": "SYEP-2026-014",
                     *       "filledPositions": 3,
                     *       "renewedFromJobId": null,
                     *       "createDate": "2026-03-02T14:05:11Z",
                     *       "createUser": "jmorales",
                     *       "lastUpdateDate": "2026-06-18T09:41:27Z",
                     *       "lastUpdateUser": "kwashington",
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    jobsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the job.
                 * @example 9071
                 */
                jobId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 9071,
                     *       "name": "Library Aide",
                     *       "worksiteId": 1204,
                     *       "contractId": 311,
                     *       "jobSectorId": 4,
                     *       "description": "Shelve books, help run the children’s reading hour and the summer reading sign-up desk.",
                     *       "startDate": "2026-06-29",
                     *       "endDate": "2026-08-07",
                     *       "positions": 4,
                     *       "hourlyRate": 12.5,
                     *       "incentiveOnly": false,
                     *       "maxHoursPerStudent": 150,
                     *       "maxIncentiveAmount": 250,
                     *       "minAge": 14,
                     *       "maxAge": 18,
                     *       "supervisorName": "Angela Brooks",
                     *       "supervisorPhone": "(412) 555-0124",
                     *       "supervisorEmail": "abrooks@carnegielibrary.example.org",
                     *       "workSchedule": "Mon-Thu 9:00-14:00",
                     *       "status": "Approved",
                     *       "worksiteName": "Carnegie Library - Hill District",
                     *       "contractCode": "SYEP-2026-014",
                     *       "filledPositions": 3,
                     *       "renewedFromJobId": null,
                     *       "createDate": "2026-03-02T14:05:11Z",
                     *       "createUser": "jmorales",
                     *       "lastUpdateDate": "2026-06-18T09:41:27Z",
                     *       "lastUpdateUser": "kwashington",
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Job"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    jobsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the job.
                 * @example 9071
                 */
                jobId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Library Aide",
                 *       "worksiteId": 1204,
                 *       "contractId": 311,
                 *       "jobSectorId": 4,
                 *       "description": "Shelve books, help run the children’s reading hour and the summer reading sign-up desk.",
                 *       "startDate": "2026-06-29",
                 *       "endDate": "2026-08-07",
                 *       "positions": 4,
                 *       "hourlyRate": 12.5,
                 *       "incentiveOnly": false,
                 *       "maxHoursPerStudent": 150,
                 *       "maxIncentiveAmount": 250,
                 *       "minAge": 14,
                 *       "maxAge": 18,
                 *       "supervisorName": "Angela Brooks",
                 *       "supervisorPhone": "(412) 555-0124",
                 *       "supervisorEmail": "abrooks@carnegielibrary.example.org",
                 *       "workSchedule": "Mon-Thu 9:00-14:00",
                 *       "version": 2
                 *     }
                 */
                "application/json": components["schemas"]["JobUpdateRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 9071,
                     *       "name": "Library Aide",
                     *       "worksiteId": 1204,
                     *       "contractId": 311,
                     *       "jobSectorId": 4,
                     *       "description": "Shelve books, help run the children’s reading hour and the summer reading sign-up desk.",
                     *       "startDate": "2026-06-29",
                     *       "endDate": "2026-08-07",
                     *       "positions": 4,
                     *       "hourlyRate": 12.5,
                     *       "incentiveOnly": false,
                     *       "maxHoursPerStudent": 150,
                     *       "maxIncentiveAmount": 250,
                     *       "minAge": 14,
                     *       "maxAge": 18,
                     *       "supervisorName": "Angela Brooks",
                     *       "supervisorPhone": "(412) 555-0124",
                     *       "supervisorEmail": "abrooks@carnegielibrary.example.org",
                     *       "workSchedule": "Mon-Thu 9:00-14:00",
                     *       "status": "Approved",
                     *       "worksiteName": "Carnegie Library - Hill District",
                     *       "contractCode": "SYEP-2026-014",
                     *       "filledPositions": 3,
                     *       "renewedFromJobId": null,
                     *       "createDate": "2026-03-02T14:05:11Z",
                     *       "createUser": "jmorales",
                     *       "lastUpdateDate": "2026-06-18T09:41:27Z",
                     *       "lastUpdateUser": "kwashington",
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Job"];
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
    jobsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the job.
                 * @example 9071
                 */
                jobId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["JobsDeleteConflict"];
        };
    };
    jobsApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the job.
                 * @example 9071
                 */
                jobId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "version": 2,
                 *       "decision": "Approved",
                 *       "comment": null
                 *     }
                 */
                "application/json": components["schemas"]["ApprovalDecisionRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 9071,
                     *       "name": "Library Aide",
                     *       "worksiteId": 1204,
                     *       "contractId": 311,
                     *       "jobSectorId": 4,
                     *       "description": "Shelve books, help run the children’s reading hour and the summer reading sign-up desk.",
                     *       "startDate": "2026-06-29",
                     *       "endDate": "2026-08-07",
                     *       "positions": 4,
                     *       "hourlyRate": 12.5,
                     *       "incentiveOnly": false,
                     *       "maxHoursPerStudent": 150,
                     *       "maxIncentiveAmount": 250,
                     *       "minAge": 14,
                     *       "maxAge": 18,
                     *       "supervisorName": "Angela Brooks",
                     *       "supervisorPhone": "(412) 555-0124",
                     *       "supervisorEmail": "abrooks@carnegielibrary.example.org",
                     *       "workSchedule": "Mon-Thu 9:00-14:00",
                     *       "status": "Approved",
                     *       "worksiteName": "Carnegie Library - Hill District",
                     *       "contractCode": "SYEP-2026-014",
                     *       "filledPositions": 3,
                     *       "renewedFromJobId": null,
                     *       "createDate": "2026-03-02T14:05:11Z",
                     *       "createUser": "jmorales",
                     *       "lastUpdateDate": "2026-06-18T09:41:27Z",
                     *       "lastUpdateUser": "kwashington",
                     *       "version": 3
                     *     }
                     */
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["JobsApproveConflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    jobsRenew: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the job.
                 * @example 9071
                 */
                jobId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contractId": 342,
                 *       "startDate": "2027-06-28",
                 *       "endDate": "2027-08-06",
                 *       "positions": 4,
                 *       "hourlyRate": 13
                 *     }
                 */
                "application/json": components["schemas"]["JobRenewRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 9514,
                     *       "name": "Library Aide",
                     *       "worksiteId": 1204,
                     *       "contractId": 342,
                     *       "jobSectorId": 4,
                     *       "description": "Shelve books, help run the children’s reading hour and the summer reading sign-up desk.",
                     *       "startDate": "2027-06-28",
                     *       "endDate": "2027-08-06",
                     *       "positions": 4,
                     *       "hourlyRate": 13,
                     *       "incentiveOnly": false,
                     *       "maxHoursPerStudent": 150,
                     *       "maxIncentiveAmount": 250,
                     *       "minAge": 14,
                     *       "maxAge": 18,
                     *       "supervisorName": "Angela Brooks",
                     *       "supervisorPhone": "(412) 555-0124",
                     *       "supervisorEmail": "abrooks@carnegielibrary.example.org",
                     *       "workSchedule": "Mon-Thu 9:00-14:00",
                     *       "status": "Pending Approval",
                     *       "worksiteName": "Carnegie Library - Hill District",
                     *       "contractCode": "SYEP-2027-003",
                     *       "filledPositions": 0,
                     *       "renewedFromJobId": 9071,
                     *       "createDate": "2026-03-02T14:05:11Z",
                     *       "createUser": "jmorales",
                     *       "lastUpdateDate": "2026-06-18T09:41:27Z",
                     *       "lastUpdateUser": "kwashington",
                     *       "version": 0
                     *     }
                     */
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    jobsListWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the job.
                 * @example 9071
                 */
                jobId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "studentJobId": 7710,
                     *         "studentId": 48213,
                     *         "firstName": "Jasmine",
                     *         "lastName": "Whitfield",
                     *         "ssn": "*****6781",
                     *         "startDate": "2026-06-29",
                     *         "endDate": "2026-08-07",
                     *         "status": "Active",
                     *         "hoursWorked": 64.5
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["JobWorkerList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    jobsBulkAssign: {
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
                 *       "jobId": 9071,
                 *       "studentIds": [
                 *         48213,
                 *         48240
                 *       ],
                 *       "startDate": "2026-06-29",
                 *       "endDate": "2026-08-07"
                 *     }
                 */
                "application/json": components["schemas"]["BulkAssignRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "succeeded": 1,
                     *       "failed": 1,
                     *       "results": [
                     *         {
                     *           "id": 48213,
                     *           "succeeded": true,
                     *           "message": null
                     *         },
                     *         {
                     *           "id": 48240,
                     *           "succeeded": false,
                     *           "message": "The job has no open positions left."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BulkActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
}
