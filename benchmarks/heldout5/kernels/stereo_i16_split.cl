// Held-out suite 5 (frozen). Interleaved 16-bit stereo PCM (L R L R ...) to two planar
// float channels scaled to [-1, 1). One thread per frame, two 2-byte loads.
__kernel void stereo_i16_split(__global const short *pcm, __global float *left,
                               __global float *right, int nframes)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < nframes) {
        left[i] = (float)pcm[2 * i] * (1.0f / 32768.0f);
        right[i] = (float)pcm[2 * i + 1] * (1.0f / 32768.0f);
    }
}
