import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { paths } from '@/shared/paths';
import { renderRoutes } from '@/test/render';
import { lessonQueryOptions } from '../../api/get-lesson';
import { SlidePlayer } from '../slide-player';

/** Lesson 5 of learner product 7 as the lesson page drives the player: the cached lesson, one slide at a time. */
function Player() {
  const lesson = useQuery(lessonQueryOptions(7, 5));
  const [index, setIndex] = useState(0);
  const slides = lesson.data?.inquiries ?? [];
  const slide = slides[index];
  if (!lesson.data) return null;
  if (!slide) return <p>Lesson finished</p>;
  return (
    <SlidePlayer
      key={slide.id}
      target={{ lpId: 7, lessonId: 5, inquiryId: slide.referenceId }}
      slide={slide}
      index={index}
      count={slides.length}
      onGo={setIndex}
      finishing={false}
    />
  );
}

/** Renders the slide player on lesson 5's lc address, for tests of the inquiries it drives (serve the calls first). */
export function renderPlayer() {
  return renderRoutes([{ path: paths.lc.path, element: <Player /> }], '/lp/7/lc/5');
}
