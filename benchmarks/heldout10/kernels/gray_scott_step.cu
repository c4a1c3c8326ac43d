// Held-out suite 10 (frozen). One explicit step of the Gray-Scott reaction-diffusion model on
// a grid (5-point Laplacian, edges repeated): u += dt (du lap u - u v^2 + feed (1 - u)),
// v += dt (dv lap v + u v^2 - (feed + kill) v).
extern "C" __global__ void gray_scott_step(const float *U, const float *V, float *Uo, float *Vo,
                                           float du, float dv, float feed, float kill,
                                           float dt, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int c = y * width + x;
        int l = x > 0 ? c - 1 : c, r = x < width - 1 ? c + 1 : c;
        int u = y > 0 ? c - width : c, d = y < height - 1 ? c + width : c;
        float uc = U[c], vc = V[c];
        float lu = U[l] + U[r] + U[u] + U[d] - 4.0f * uc;
        float lv = V[l] + V[r] + V[u] + V[d] - 4.0f * vc;
        float uvv = uc * vc * vc;
        Uo[c] = uc + dt * (du * lu - uvv + feed * (1.0f - uc));
        Vo[c] = vc + dt * (dv * lv + uvv - (feed + kill) * vc);
    }
}
