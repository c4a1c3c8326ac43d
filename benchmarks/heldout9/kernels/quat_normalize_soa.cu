// Held-out suite 9 (frozen). Every quaternion of four planes (w, x, y, z) divided by its
// length.
extern "C" __global__ void quat_normalize_soa(const float *qw, const float *qx, const float *qy,
                                              const float *qz, float *ow, float *ox, float *oy,
                                              float *oz, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float a = qw[i], b = qx[i], c = qy[i], d = qz[i];
        float inv = 1.0f / sqrtf(a * a + b * b + c * c + d * d);
        ow[i] = a * inv;
        ox[i] = b * inv;
        oy[i] = c * inv;
        oz[i] = d * inv;
    }
}
