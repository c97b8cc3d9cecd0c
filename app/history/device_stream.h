#pragma once
// A std::ostream over a QIODevice (the export's QSaveFile): the db/ exports write to std::ostream, a game at a time.
// Buffered (64 KiB), so the device sees large writes; a failed device write sets badbit on the stream.

#include <QIODevice>

#include <array>
#include <ostream>
#include <streambuf>

namespace nc::app {

class DeviceStreamBuf : public std::streambuf
{
public:
    explicit DeviceStreamBuf(QIODevice &device)
        : m_device(device)
    {
        setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
    }
    ~DeviceStreamBuf() override { sync(); }

protected:
    int_type overflow(int_type c) override
    {
        if (!flushBuffer())
            return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }
    int sync() override { return flushBuffer() ? 0 : -1; }

private:
    bool flushBuffer()
    {
        const qint64 n = pptr() - pbase();
        if (n > 0 && m_device.write(pbase(), n) != n)
            return false;
        setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
        return true;
    }

    QIODevice &m_device;
    std::array<char, 64 * 1024> m_buffer{};
};

/// The stream; flush() it before closing the device, and check it.
class DeviceStream : public std::ostream
{
public:
    explicit DeviceStream(QIODevice &device)
        : std::ostream(nullptr), m_buffer(device)
    {
        rdbuf(&m_buffer);
    }

private:
    DeviceStreamBuf m_buffer;
};

} // namespace nc::app
