// Held-out suite 9 (frozen). The Huber loss of every prediction: e^2 / 2 where |e| <= delta,
// delta (|e| - delta / 2) beyond, e = pred - target.
extern "C" __global__ void huber_loss_elem(const float *pred, const float *target, float *loss,
                                           float delta, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float e = pred[i] - target[i];
        float a = fabsf(e);
        loss[i] = a <= delta ? 0.5f * e * e : delta * (a - 0.5f * delta);
    }
}
