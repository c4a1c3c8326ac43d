// Held-out suite 13 (frozen). The hinge loss max(0, 1 - label score) per sample (labels +1 or
// -1), a thread per element.
extern "C" __global__ void hinge_loss_elem(const float *score, const float *label, float *loss,
                                           int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        loss[i] = fmaxf(0.0f, 1.0f - label[i] * score[i]);
}
