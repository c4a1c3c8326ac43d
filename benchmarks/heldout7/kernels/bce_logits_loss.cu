// Held-out suite 7 (frozen). Binary cross-entropy with logits, element by element, in the
// numerically stable form max(x, 0) - x * t + log(1 + exp(-|x|)).
extern "C" __global__ void bce_logits_loss(const float *x, const float *t, float *loss, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        loss[i] = fmaxf(v, 0.0f) - v * t[i] + log1pf(expf(-fabsf(v)));
    }
}
