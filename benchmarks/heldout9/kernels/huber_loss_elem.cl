// Held-out suite 9 (frozen). The Huber loss of every prediction: e^2 / 2 where |e| <= delta,
// delta (|e| - delta / 2) beyond, e = pred - target.
__kernel void huber_loss_elem(__global const float *pred, __global const float *target,
                              __global float *loss, float delta, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float e = pred[i] - target[i];
        float a = fabs(e);
        loss[i] = a <= delta ? 0.5f * e * e : delta * (a - 0.5f * delta);
    }
}
