// Held-out suite 10 (frozen). Points of cubic Bezier curves: curve c (control points
// cx/cy[4 c .. 4 c + 3]) evaluated at samples equally spaced parameters t in [0, 1] by its
// Bernstein weights. A 2D range: the first index the sample, the second the curve.
__kernel void bezier3_eval2d(__global const float *cx, __global const float *cy,
                             __global float *outx, __global float *outy, int curves,
                             int samples)
{
    int s = get_global_id(0);
    int c = get_global_id(1);
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
