// Held-out suite 13 (frozen). The hinge loss max(0, 1 - label score) per sample (labels +1 or
// -1), a work-item per element.
__kernel void hinge_loss_elem(__global const float *score, __global const float *label,
                              __global float *loss, int n)
{
    int i = get_global_id(0);
    if (i < n)
        loss[i] = fmax(0.0f, 1.0f - label[i] * score[i]);
}
