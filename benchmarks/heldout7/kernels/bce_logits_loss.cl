// Held-out suite 7 (frozen). Binary cross-entropy with logits, element by element, in the
// numerically stable form max(x, 0) - x * t + log(1 + exp(-|x|)).
__kernel void bce_logits_loss(__global const float *x, __global const float *t,
                              __global float *loss, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float v = x[i];
        loss[i] = fmax(v, 0.0f) - v * t[i] + log1p(exp(-fabs(v)));
    }
}
