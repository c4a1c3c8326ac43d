// Held-out suite 5 (frozen), hand version of stereo_i16_split: two frames per thread, read
// as one 8-byte short4 and written as one float2 to each channel. nframes is even; the
// launch covers nframes / 2 threads.
extern "C" __global__ void stereo_i16_split_hand(const short *pcm, float *left, float *right,
                                                 int nframes)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (2 * t < nframes) {
        short4 v = ((const short4 *)pcm)[t];
        float2 l, r;
        l.x = (float)v.x * (1.0f / 32768.0f);
        r.x = (float)v.y * (1.0f / 32768.0f);
        l.y = (float)v.z * (1.0f / 32768.0f);
        r.y = (float)v.w * (1.0f / 32768.0f);
        ((float2 *)left)[t] = l;
        ((float2 *)right)[t] = r;
    }
}
