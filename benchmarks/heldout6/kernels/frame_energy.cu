// Held-out suite 6 (frozen). The energy of every frame of flen samples of a signal x
// (nframes x flen, row-major): e[f] = sum of the frame's squared samples. One thread per
// frame, walking along it.
extern "C" __global__ void frame_energy(const float *x, float *e, int nframes, int flen)
{
    int f = blockIdx.x * blockDim.x + threadIdx.x;
    if (f < nframes) {
        float s = 0.0f;
        for (int j = 0; j < flen; j++) {
            float v = x[f * flen + j];
            s += v * v;
        }
        e[f] = s;
    }
}
