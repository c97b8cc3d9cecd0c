#pragma once
// A generated camera photo of labelled Nations cards on a table (vision::generateFrame with real
// catalog payloads): the scan page's screenshot and its Qt Quick Test scan it as a user's photo.

#include <QString>

#include "scan/label_index.h"

namespace nc::app {

/// Writes a 1920x1080 JPEG photo to `path` with the labels, in this order, of: Colosseum (Wonder),
/// Hindu Kush (Colony), Archimedes (Advisor), Aqueduct (Building), Battle of Issus (Battle), the Event
/// Card "Assyrian Deportations / Jain Ascetism", and a foreign QR code ("https://example.org/menu").
/// Seeded: the same file every time. Returns an error message, empty on success.
QString writeDemoBoardPhoto(const QString &path, const LabelIndex &index);

} // namespace nc::app
