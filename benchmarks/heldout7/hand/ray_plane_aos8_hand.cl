// Held-out suite 7 (frozen), hand version of ray_plane_aos8: every thread reads its ray as
// two float4 words (the struct is 32 bytes, 16-byte aligned: ox oy oz dx | dy dz tmin tmax),
// so that a warp's loads cover 1 KB of neighbouring memory in two instructions. The launch
// covers n threads.
__kernel void ray_plane_aos8_hand(__global const float *rays, __global float *t_hit,
                                  float nx, float ny, float nz, float d, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float4 a = ((__global const float4 *)rays)[2 * i];
        float4 b = ((__global const float4 *)rays)[2 * i + 1];
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
