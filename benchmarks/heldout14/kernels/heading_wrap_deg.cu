// Held-out suite 14 (frozen). Headings in degrees wrapped to (-180, 180]; a thread per heading.
extern "C" __global__ void heading_wrap_deg(const float *deg, float *wrapped, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float r = fmodf(deg[i] + 180.0f, 360.0f);
        if (r <= 0.0f)
            r += 360.0f;
        wrapped[i] = r - 180.0f;
    }
}
