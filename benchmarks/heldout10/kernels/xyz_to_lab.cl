// Held-out suite 10 (frozen). CIE XYZ to CIE L*a*b* (D65 white point) for every pixel of
// three planes.
float lab_f(float t)
{
    const float d = 6.0f / 29.0f;
    return t > d * d * d ? cbrt(t) : t / (3.0f * d * d) + 4.0f / 29.0f;
}

__kernel void xyz_to_lab(__global const float *X, __global const float *Y,
                         __global const float *Z, __global float *Lo, __global float *ao,
                         __global float *bo, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float fx = lab_f(X[i] / 0.95047f);
        float fy = lab_f(Y[i] / 1.0f);
        float fz = lab_f(Z[i] / 1.08883f);
        Lo[i] = 116.0f * fy - 16.0f;
        ao[i] = 500.0f * (fx - fy);
        bo[i] = 200.0f * (fy - fz);
    }
}
