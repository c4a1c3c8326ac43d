// Held-out suite 2 (frozen). 7-point Laplacian of an n^3 grid (z slowest): threads cover an
// x-y plane and march along z keeping the values below and above in registers;
// out = 6 c - (six neighbours) inside, out = in on the boundary.
extern "C" __global__ void lap3d_zmarch(const float *in, float *out, int n)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= n || y >= n)
        return;
    int plane = n * n;
    int idx = y * n + x;
    bool edge = x == 0 || y == 0 || x == n - 1 || y == n - 1;
    float below = in[idx];
    float cur = in[plane + idx];
    out[idx] = below;
    for (int z = 1; z < n - 1; z++) {
        int i = z * plane + idx;
        float above = in[i + plane];
        if (edge)
            out[i] = cur;
        else
            out[i] = 6.0f * cur - ((((below + above) + in[i - 1]) + in[i + 1]) + in[i - n]) - in[i + n];
        below = cur;
        cur = above;
    }
    out[(n - 1) * plane + idx] = cur;
}
