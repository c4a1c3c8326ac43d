// Held-out suite 7 (frozen), hand version of ray_plane_aos8: every thread reads its ray as
// two float4 words (the struct is 32 bytes, 16-byte aligned: ox oy oz dx | dy dz tmin tmax),
// so that a warp's loads cover 1 KB of neighbouring memory in two instructions. The launch
// covers n threads.
extern "C" __global__ void ray_plane_aos8_hand(const float *rays, float *t_hit, float nx,
                                               float ny, float nz, float d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float4 a = ((const float4 *)rays)[2 * i];
        float4 b = ((const float4 *)rays)[2 * i + 1];
        float den = nx * a.w + ny * b.x + nz * b.y;
        float num = d - (nx * a.x + ny * a.y + nz * a.z);
        float t = -1.0f;
        if (den != 0.0f) {
            float s = num / den;
            if (s >= b.z && s <= b.w)
                t = s;
        }
        t_hit[i] = t;
    }
}
