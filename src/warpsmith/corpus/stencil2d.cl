// 2D five-point Jacobi stencil: out = C0 * centre + C1 * (north + south + east + west);
// boundary cells copied.
#ifndef C0
#define C0 0.5f
#endif
#ifndef C1
#define C1 0.125f
#endif

__kernel void stencil_2d(__global const float *restrict in, __global float *restrict out,
                         const int nx, const int ny)
{
    const int i = get_global_id(0);
    const int j = get_global_id(1);
    if (i >= nx || j >= ny)
        return;

    const int c = j * nx + i;
    if (i == 0 || j == 0 || i == nx - 1 || j == ny - 1) {
        out[c] = in[c];
        return;
    }
    float neighbours = in[c - nx] + in[c + nx] + in[c - 1] + in[c + 1];
    out[c] = mad(C1, neighbours, C0 * in[c]);
}
