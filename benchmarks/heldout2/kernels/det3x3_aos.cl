// other (9 floats each, row-major); one thread per matrix.
__kernel void det3x3_aos(__global const float *m, __global float *det, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float a = m[9 * i + 0], b = m[9 * i + 1], c = m[9 * i + 2];
        float d = m[9 * i + 3], e = m[9 * i + 4], f = m[9 * i + 5];
        float g = m[9 * i + 6], h = m[9 * i + 7], k = m[9 * i + 8];
        det[i] = (a * (e * k - f * h) - b * (d * k - f * g)) + c * (d * h - e * g);
    }
}
