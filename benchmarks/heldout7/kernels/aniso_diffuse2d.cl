// Held-out suite 7 (frozen). One explicit step of anisotropic diffusion on a grid (height x
// width): u + kx (u_W - 2u + u_E) + ky (u_N - 2u + u_S) inside, u copied on the border.
__kernel void aniso_diffuse2d(__global const float *u, __global float *out, float kx,
                              float ky, int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        int i = y * width + x;
        float c = u[i];
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1)
            c = c + kx * (u[i - 1] - 2.0f * c + u[i + 1])
                  + ky * (u[i - width] - 2.0f * c + u[i + width]);
        out[i] = c;
    }
}
