// Held-out suite 11 (frozen). 1 where the point lies in the axis-aligned ellipse x^2 / a2 + y^2
// / b2 <= 1, else 0 (tested as x^2 b2 + y^2 a2 <= a2 b2).
extern "C" __global__ void ellipse_inside_u8(const float *px, const float *py,
                                             unsigned char *inside, float a2, float b2, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = px[i], y = py[i];
        inside[i] = x * x * b2 + y * y * a2 <= a2 * b2 ? 1 : 0;
    }
}
