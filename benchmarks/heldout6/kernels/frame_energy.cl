// Held-out suite 6 (frozen). The energy of every frame of flen samples of a signal x
// (nframes x flen, row-major): e[f] = sum of the frame's squared samples. One thread per
// frame, walking along it.
__kernel void frame_energy(__global const float *x, __global float *e, int nframes, int flen)
{
    int f = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (f < nframes) {
        float s = 0.0f;
        for (int j = 0; j < flen; j++) {
            float v = x[f * flen + j];
            s += v * v;
        }
        e[f] = s;
    }
}
