// Held-out suite 14 (frozen). Headings in degrees wrapped to (-180, 180]; a work-item per
// heading.
__kernel void heading_wrap_deg(__global const float *deg, __global float *wrapped, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float r = fmod(deg[i] + 180.0f, 360.0f);
        if (r <= 0.0f)
            r += 360.0f;
        wrapped[i] = r - 180.0f;
    }
}
