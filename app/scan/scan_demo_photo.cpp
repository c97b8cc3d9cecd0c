#include "scan/scan_demo_photo.h"

#include <opencv2/imgcodecs.hpp>

#include "vision/frame_generator.h"

namespace nc::app {

QString writeDemoBoardPhoto(const QString &path, const LabelIndex &index)
{
    using nc::vision::LabelKind;
    const std::pair<LabelKind, const char *> entries[] = {
        {LabelKind::ProgressCard, "colosseum"}, {LabelKind::ProgressCard, "hindu_kush"},
        {LabelKind::ProgressCard, "archimedes"}, {LabelKind::ProgressCard, "aqueduct"},
        {LabelKind::ProgressCard, "battle_of_issus"}, {LabelKind::EventCard, "assyrian_deportations__jain_ascetism"}};
    nc::vision::FrameStyle style;
    for (const auto &[kind, id] : entries) {
        const auto payload = index.payloadFor(kind, id);
        if (!payload)
            return QStringLiteral("the catalog has no %1").arg(QString::fromLatin1(id));
        std::string name;
        for (const auto &[entryId, entryName] : index.entries(kind))
            if (entryId == id)
                name = entryName;
        style.cards.emplace_back(*payload, name);
    }
    style.cards.emplace_back("https://example.org/menu", "Cafe menu");
    style.maxTiltDeg = 20; // a photo taken from above the table
    const nc::vision::GeneratedFrame frame = nc::vision::generateFrame(7, style);
    if (!cv::imwrite(path.toStdString(), frame.image, {cv::IMWRITE_JPEG_QUALITY, 90}))
        return QStringLiteral("cannot write %1").arg(path);
    return {};
}

} // namespace nc::app
