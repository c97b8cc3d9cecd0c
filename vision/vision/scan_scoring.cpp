#include "vision/scan_scoring.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <opencv2/imgproc.hpp>

namespace nc::vision {

namespace fs = std::filesystem;

std::vector<PhotoCase> listPhotoSet(const std::string &folder)
{
    std::vector<PhotoCase> out;
    std::error_code ec;
    if (!fs::is_directory(folder, ec))
        return out;
    for (const auto &entry : fs::directory_iterator(folder, ec)) {
        std::string ext = entry.path().extension().string();
        std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
        if (ext != ".png" && ext != ".jpg" && ext != ".jpeg")
            continue;
        PhotoCase c{entry.path().string(), {}};
        fs::path txt = entry.path();
        txt.replace_extension(".txt");
        if (std::ifstream in{txt, std::ios::binary}) {
            std::ostringstream text;
            text << in.rdbuf();
            c.expectedText = text.str();
        }
        out.push_back(std::move(c));
    }
    std::sort(out.begin(), out.end(), [](const PhotoCase &a, const PhotoCase &b) { return a.imagePath < b.imagePath; });
    return out;
}

bool sameText(const std::string &decoded, const std::string &expected)
{
    auto trimmed = [](std::string s) {
        while (!s.empty() && (s.back() == '\n' || s.back() == '\r' || s.back() == ' ' || s.back() == '\t'))
            s.pop_back();
        return s;
    };
    return trimmed(decoded) == trimmed(expected);
}

FrameScore scoreFrame(const GeneratedFrame &frame, const std::vector<Detection> &found)
{
    FrameScore score;
    std::vector<bool> &hit = score.hit;
    hit.assign(frame.labels.size(), false);
    for (const Detection &d : found) {
        const cv::Point2f c = (d.corners[0] + d.corners[1] + d.corners[2] + d.corners[3]) * 0.25f;
        bool matched = false;
        for (size_t i = 0; i < frame.labels.size() && !matched; ++i) {
            const auto &q = frame.labels[i].corners;
            const cv::Point2f lc = (q[0] + q[1] + q[2] + q[3]) * 0.25f;
            std::vector<cv::Point2f> grown;
            for (const auto &p : q)
                grown.push_back(lc + (p - lc) * 1.25f);
            if (d.text == frame.labels[i].payload && cv::pointPolygonTest(grown, c, false) >= 0) {
                matched = true;
                hit[i] = true;
            }
        }
        if (!matched)
            ++score.wrong;
    }
    for (size_t i = 0; i < frame.labels.size(); ++i) {
        const bool visible = frame.labels[i].fullyVisible;
        (visible ? score.labels : score.partlyHidden) += 1;
        (visible ? score.decoded : score.partlyHiddenDecoded) += hit[i] ? 1 : 0;
    }
    return score;
}

} // namespace nc::vision
