// Held-out suite 5 (frozen). Zero crossings of every frame of a signal (frames of flen
// samples, one after another): the number of neighbouring pairs whose signs (x >= 0)
// differ. One block of 256 threads per frame: strided partial counts, then a tree in
// shared memory.
extern "C" __global__ void zero_crossing_rate(const float *x, int *count, int flen)
{
    __shared__ int part[256];
    int f = blockIdx.x, t = threadIdx.x;
    const float *fr = x + f * flen;
    int c = 0;
    for (int i = t; i < flen - 1; i += 256)
        c += (fr[i] >= 0.0f) != (fr[i + 1] >= 0.0f);
    part[t] = c;
    __syncthreads();
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            part[t] += part[t + st];
        __syncthreads();
    }
    if (t == 0)
        count[f] = part[0];
}
