#!/bin/sh
# Makes the demo course's option-period video (content/courses/re-ce-agency/resources/option-period-timeline.webm):
# 12 seconds, no sound, 640x360 VP9; its captions tracks (English, French) describe what appears on screen.
# Needs ffmpeg with libvpx-vp9 and drawtext (apt-get install ffmpeg) and the DejaVu fonts.
set -eu
out="${1:-$(dirname "$0")/../../../../content/courses/re-ce-agency/resources/option-period-timeline.webm}"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
# One marker on the timeline per event, each appearing in turn: x = 80 + day * 480 / 7.
marker() { # day label start
  x=$((80 + $1 * 480 / 7))
  echo "drawbox=x=$((x - 4)):y=170:w=8:h=40:color=0xF2C14E:t=fill:enable='gte(t,$3)',drawtext=fontfile=$bold:text='Day $1':fontcolor=white:fontsize=22:x=$x-text_w/2:y=130:enable='gte(t,$3)',drawtext=fontfile=$font:text='$2':fontcolor=0xDDE6F0:fontsize=18:x=max(10\,min($x-text_w/2\,630-text_w)):y=225:enable='gte(t,$3)'"
}
filter="drawtext=fontfile=$bold:text='The option period':fontcolor=white:fontsize=34:x=(w-text_w)/2:y=40,\
drawbox=x=80:y=186:w=480:h=8:color=0x8FA9C4:t=fill,\
$(marker 0 'Effective date' 1.5),\
$(marker 3 'Option fee due' 4.5),\
$(marker 7 'Ends 5\:00 p.m.' 7.5),\
drawtext=fontfile=$font:text='Count calendar days from the effective date.':fontcolor=white:fontsize=20:x=(w-text_w)/2:y=300:enable='gte(t,10)'"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=0x1F3A5F:s=640x360:r=12:d=12" \
  -vf "$filter" -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -an -metadata title="The option period" \
  -fflags +bitexact -flags:v +bitexact "$out"
ls -l "$out"
