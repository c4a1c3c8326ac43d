// Held-out suite 10 (frozen). Points of cubic Bezier curves: curve c (control points
// cx/cy[4 c .. 4 c + 3]) evaluated at samples equally spaced parameters t in [0, 1] by its
// Bernstein weights. A 2D grid: x the sample, y the curve.
extern "C" __global__ void bezier3_eval2d(const float *cx, const float *cy, float *outx,
                                          float *outy, int curves, int samples)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    int c = blockIdx.y * blockDim.y + threadIdx.y;
    if (s < samples && c < curves) {
        float t = (float)s / (float)(samples - 1);
        float u = 1.0f - t;
        float w0 = u * u * u, w1 = 3.0f * u * u * t, w2 = 3.0f * u * t * t, w3 = t * t * t;
        outx[c * samples + s] = w0 * cx[4 * c] + w1 * cx[4 * c + 1] + w2 * cx[4 * c + 2] +
                                w3 * cx[4 * c + 3];
        outy[c * samples + s] = w0 * cy[4 * c] + w1 * cy[4 * c + 1] + w2 * cy[4 * c + 2] +
                                w3 * cy[4 * c + 3];
    }
}
