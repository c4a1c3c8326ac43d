// Held-out suite 5 (frozen), hand version of stereo_i16_split: two frames per work-item,
// read as one 8-byte short4 and written as one float2 to each channel. nframes is even;
// the launch covers nframes / 2 work-items.
__kernel void stereo_i16_split_hand(__global const short *pcm, __global float *left,
                                    __global float *right, int nframes)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (2 * t < nframes) {
        short4 v = ((__global const short4 *)pcm)[t];
        float2 l, r;
        l.x = (float)v.x * (1.0f / 32768.0f);
        r.x = (float)v.y * (1.0f / 32768.0f);
        l.y = (float)v.z * (1.0f / 32768.0f);
        r.y = (float)v.w * (1.0f / 32768.0f);
        ((__global float2 *)left)[t] = l;
        ((__global float2 *)right)[t] = r;
    }
}
