// Held-out suite 5 (frozen). Interleaved 16-bit stereo PCM (L R L R ...) to two planar
// float channels scaled to [-1, 1). One thread per frame, two 2-byte loads.
extern "C" __global__ void stereo_i16_split(const short *pcm, float *left, float *right,
                                            int nframes)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < nframes) {
        left[i] = (float)pcm[2 * i] * (1.0f / 32768.0f);
        right[i] = (float)pcm[2 * i + 1] * (1.0f / 32768.0f);
    }
}
